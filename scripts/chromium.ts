/**
 * Debian's Chromium, as the specs and the bench drive it: never a
 * downloaded browser. Without the background-networking switches Chromium
 * would try to reach Google's services on start, which this site's tests
 * forbid (and the machines running them cannot reach).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * For the end-to-end specs (playwright.config.ts): every host name but the
 * local ones fails to resolve, so a request that would leave the machine
 * fails at once, and e2e/fixtures.ts reports it. A request a test answers
 * itself (`page.route`) never reaches the resolver.
 */
export const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
