/**
 * Debian's Chromium, as the specs and the bench drive it: never a
 * downloaded browser. Without the background-networking switches Chromium
 * would try to reach Google's services on start, which this site's tests
 * forbid (and the machines running them cannot reach).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's own features these runs turn off: its omnibox popups
 * (chrome://omnibox-popup.top-chrome), which Chromium 156 loads for every
 * new window in a renderer of their own, and each browser context opens one:
 * about 2.5 CPU-s of browser UI code over a context's first seconds, which a
 * page measured then shares two cores with. A reader's browser did that long
 * before they opened our page.
 */
export const OWN_DISABLED_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off (playwright-core's chromiumSwitches).
 * Chromium reads the last `--disable-features` switch only, so ours must
 * carry them: chromium.test.ts checks this list against the installed
 * playwright-core.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'CDPScreenshotNewSurface',
  'SkipListAccountsWithoutGaiaCookies',
];

/** One `--disable-features` switch: the launcher's own list and ours. */
export function disableFeatures(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...OWN_DISABLED_FEATURES])].join(',')}`;
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  disableFeatures(PLAYWRIGHT_DISABLED_FEATURES),
];

/**
 * For the end-to-end specs (playwright.config.ts): every host name but the
 * local ones fails to resolve, so a request that would leave the machine
 * fails at once, and e2e/fixtures.ts reports it. A request a test answers
 * itself (`page.route`) never reaches the resolver.
 */
export const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';
