import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateTimeFormat } from './dateTimeFormat';

const OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  // BlogPostItem/Header/Info, BlogArchivePage and LastUpdated of theme-classic 3.10.2.
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
];

describe('date formatting without ICU', () => {
  it('writes what Intl writes for English, every day of 2018–2032 and around midnight UTC', () => {
    for (const options of OPTION_SETS) {
      for (const locale of ['en', 'en-US']) {
        const ours = dateTimeFormat(locale, 'gregory', options);
        const intl = new Intl.DateTimeFormat(locale, { calendar: 'gregory', ...options });
        assert.ok(!(ours instanceof Intl.DateTimeFormat), 'the fast path');
        for (let t = Date.UTC(2018, 0, 1); t < Date.UTC(2033, 0, 1); t += 86_400_000) {
          for (const at of [t, t + 1, t + 86_399_999]) assert.equal(ours.format(at), intl.format(at));
        }
        // Strings and Date objects, as the theme passes them.
        assert.equal(ours.format(new Date('2022-11-21T00:00:00.000Z')), intl.format(new Date('2022-11-21')));
      }
    }
  });

  it('falls back to Intl for anything else', () => {
    const base = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    for (const [locale, calendar, options] of [
      ['fr', 'gregory', base],
      ['en-GB', 'gregory', base],
      ['en', 'japanese', base],
      ['en', 'gregory', { ...base, timeZone: 'Europe/Paris' }],
      ['en', 'gregory', { ...base, weekday: 'long' }],
      ['en', 'gregory', { ...base, month: 'numeric' }],
    ] as const) {
      assert.ok(dateTimeFormat(locale, calendar, options) instanceof Intl.DateTimeFormat, `${locale} ${calendar}`);
    }
  });

  it('rejects an invalid date as Intl does', () => {
    const ours = dateTimeFormat('en', 'gregory', OPTION_SETS[0]);
    assert.throws(() => ours.format(Number.NaN), RangeError);
  });
});
