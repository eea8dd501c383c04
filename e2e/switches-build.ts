/**
 * The second build `npm test` makes (into build-hosted/): every switch of
 * the README's table set away from its default, so one small build
 * exercises them all (e2e/switches.spec.ts, e2e/hosted.spec.ts). Without
 * the API reference it builds in a fraction of the time of the full site.
 */
export const SWITCHES_BUILD_DIR = 'build-hosted';

export const SWITCHES_ENV = {
  TYPEDOC: '0',
  DOCSEARCH_APP_ID: 'E2EHOSTEDAPP',
  DOCSEARCH_API_KEY: 'e2e-search-only-key',
  DOCSEARCH_INDEX_NAME: 'trpc-e2e',
  GTAG_TRACKING_ID: 'G-E2ETEST',
  SOCIAL_WIDGETS: '1',
} as const;

/** The third-party scripts the switches turn on; the specs answer them with an empty script. */
export const OPT_IN_SCRIPTS = {
  gtag: `https://www.googletagmanager.com/gtag/js?id=${SWITCHES_ENV.GTAG_TRACKING_ID}`,
  socialWidgets: 'https://platform.twitter.com/widgets.js',
} as const;
