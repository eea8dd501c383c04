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
