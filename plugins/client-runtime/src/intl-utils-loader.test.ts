import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { withDateTimeFormat } = require('./intl-utils-loader.cjs') as {
  withDateTimeFormat(source: string, runtime?: string): string;
};

const upstream = fs.readFileSync(
  path.join(__dirname, '../../../node_modules/@docusaurus/theme-common/lib/utils/IntlUtils.js'),
  'utf8',
);

describe('intl-utils loader', () => {
  it("makes theme-common's useDateTimeFormat return our formatter, with the same arguments", () => {
    const out = withDateTimeFormat(upstream, '/runtime/dateTimeFormat.ts');
    assert.match(out, /^import \{ dateTimeFormat as __dateTimeFormat \} from "\/runtime\/dateTimeFormat\.ts";/);
    assert.match(out, /return __dateTimeFormat\(currentLocale, calendar, options\);/);
    assert.doesNotMatch(out, /new Intl\.DateTimeFormat/);
    // The rest of the module is untouched.
    assert.match(out, /export function useCalendar\(\)/);
  });

  it('fails the build when the upstream line is gone', () => {
    assert.throws(() => withDateTimeFormat('export function useDateTimeFormat() {}'), /changed/);
  });
});
