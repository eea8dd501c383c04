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
  // Chromium 156 loads its own omnibox popups (chrome://omnibox-popup.top-chrome,
  // a renderer of their own) for every new window, and each browser context
  // opens one: about 2.5 CPU-s of browser UI code over a context's first
  // seconds, which a page measured then shares two cores with. A reader's
  // browser did that long before they opened our page.
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * For the end-to-end specs (playwright.config.ts): every host name but the
 * local ones fails to resolve, so a request that would leave the machine
 * fails at once, and e2e/fixtures.ts reports it. A request a test answers
 * itself (`page.route`) never reaches the resolver.
 */
export const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
