import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ISOLATED, unitTestFiles } from './together';

const ROOT = path.join(__dirname, '../..');

describe('the unit tests run together', () => {
  const files = unitTestFiles();

  it('finds every test file under plugins/, scripts/ and src/, and none of the examples environment', () => {
    for (const file of ['scripts/unit/together.test.ts', 'src/data/codeThemes.test.ts', ...ISOLATED]) {
      assert.ok(files.includes(file), file);
    }
    assert.ok(files.length > 50);
    assert.ok(
      files.every(
        (f) => f.endsWith('.test.ts') && !f.includes('node_modules/') && !f.startsWith('scripts/check-examples/env/'),
      ),
    );
  });

  it('gives each isolated file to the runner in package.json', () => {
    const script = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts['test:unit']!;
    assert.match(script, /scripts\/unit\/together\.ts/);
    for (const file of ISOLATED) {
      assert.ok(fs.existsSync(path.join(ROOT, file)), file);
      assert.ok(script.split(/\s+/).includes(file), `${file} is in test:unit`);
    }
  });
});
