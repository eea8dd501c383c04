import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { OPT_IN_SCRIPTS, SWITCHES_BUILD_DIR } from './e2e/switches-build';
import { CHROMIUM, CHROMIUM_FLAGS, LOCAL_HOSTS_ONLY } from './scripts/chromium';

/**
 * End-to-end specs run against the production build (`npm run build`)
 * served on 127.0.0.1, in Debian's Chromium — never a downloaded browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The second build, with every switch of the README's table set (see
 * e2e/switches-build.ts and scripts/test-all.ts), served next to the default
 * one for hosted.spec.ts and switches.spec.ts.
 */
const HOSTED_DIR = SWITCHES_BUILD_DIR;
const HOSTED_PORT = PORT + 1;
const hasHostedBuild = fs.existsSync(`${HOSTED_DIR}/index.html`);
if (process.env.CI && !hasHostedBuild) {
  throw new Error(`CI runs the switches specs: build ${HOSTED_DIR}/ first (npm test does).`);
}

export default defineConfig<{ optInScripts: string[] }>({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  // A busy 2-core machine (CI runs other checks beside these) can take seconds to render what a test waits for.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, LOCAL_HOSTS_ONLY] },
  },
  projects: [
    { name: 'local', testIgnore: /(hosted|switches)\.spec\.ts/ },
    ...(hasHostedBuild
      ? [
          {
            name: 'switches',
            testMatch: /(hosted|switches)\.spec\.ts/,
            use: { baseURL: `http://127.0.0.1:${HOSTED_PORT}`, optInScripts: Object.values(OPT_IN_SCRIPTS) },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve/index.ts --port ${PORT}`,
      // Any file of the build will do; the sitemap exists whatever pages do.
      url: `${BASE_URL}/sitemap.xml`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    ...(hasHostedBuild
      ? [
          {
            command: `npx tsx scripts/serve/index.ts --dir ${HOSTED_DIR} --port ${HOSTED_PORT}`,
            url: `http://127.0.0.1:${HOSTED_PORT}/sitemap.xml`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
