/**
 * Dates as the theme formats them (blog post dates, the blog archive, "last
 * updated"), without an ICU date formatter where the result is known.
 *
 * Creating the first `Intl.DateTimeFormat` of a page costs 30–35 ms on the
 * CI machine (ICU loads its date data), four times that at Lighthouse's
 * mobile CPU: a blog post page paid it while hydrating, for one date. The
 * theme only ever asks for a UTC date with a numeric day, a long or short
 * month name and maybe a numeric year, and this site is English with the
 * Gregorian calendar: those combinations are written out here, the same
 * text CLDR gives for `en` (checked against Intl in dateTimeFormat.test.ts).
 * Any other locale, calendar or option falls back to `Intl.DateTimeFormat`.
 * The server render and the browser both use this (shallow-memo-loader's
 * neighbour, intl-utils-loader.cjs), so hydration always matches.
 */

interface Formatter {
  format(date: Date | number): string;
}

const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ENGLISH = /^en(-US)?$/i;

export function dateTimeFormat(
  locale: string,
  calendar: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Formatter {
  const { day, month, year, timeZone, ...rest } = options;
  const known =
    ENGLISH.test(locale) &&
    (calendar === undefined || calendar === 'gregory') &&
    Object.keys(rest).length === 0 &&
    timeZone === 'UTC' &&
    day === 'numeric' &&
    (month === 'long' || month === 'short') &&
    (year === undefined || year === 'numeric');
  if (!known) return new Intl.DateTimeFormat(locale, { calendar, ...options });
  const names = month === 'long' ? LONG : SHORT;
  return {
    format(date) {
      const d = new Date(date);
      if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
      const monthDay = `${names[d.getUTCMonth()]} ${d.getUTCDate()}`;
      return year === 'numeric' ? `${monthDay}, ${d.getUTCFullYear()}` : monthDay;
    },
  };
}
