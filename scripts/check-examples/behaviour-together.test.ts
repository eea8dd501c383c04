import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { behaviourFiles, isolated, registersModuleHook } from './behaviour-together';

test('a behaviour test that registers a module hook is recognised', () => {
  assert.equal(
    registersModuleHook("import { createRequire, register } from 'node:module';\nregister('data:…');"),
    true,
  );
  assert.equal(registersModuleHook("import { registerHooks } from 'module';"), true);
  assert.equal(registersModuleHook("import module from 'node:module';\nmodule.register('x');"), true);
  assert.equal(registersModuleHook("import { createRequire } from 'node:module';"), false);
  assert.equal(registersModuleHook('await app.register(fastifyTRPCPlugin, {});'), false);
});

test('the behaviour tests that register a module hook run in processes of their own', () => {
  const files = behaviourFiles();
  assert.ok(files.length > 0, 'behaviour tests found');
  const alone = isolated(files);
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    if (/from '(node:)?module'/.test(source) && /\bregister\(/.test(source.replace(/\.register\(/g, '')))
      assert.ok(alone.includes(file), `${file} registers a module hook and runs alone`);
  }
  assert.ok(alone.some((file) => file.endsWith('nextjs-server-actions.v11.test.ts')));
});
