import { expect, test, waitForHydration } from './fixtures';
import { OPT_IN_SCRIPTS, SWITCHES_ENV } from './switches-build';

/**
 * The README's switches, against the build made with every one of them set
 * (e2e/switches-build.ts; the hosted search switches are hosted.spec.ts).
 * The default build's side, that none of them is on, is every other spec:
 * the guard fails any request that leaves 127.0.0.1.
 */

test(`GTAG_TRACKING_ID loads Google Analytics with that id, IP anonymised`, async ({ page, guard }) => {
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await expect.poll(() => guard.optInRequests).toContain(OPT_IN_SCRIPTS.gtag);
  const config = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
      .map((args) => Array.from(args))
      .find((args) => args[0] === 'config'),
  );
  expect(config).toEqual(['config', SWITCHES_ENV.GTAG_TRACKING_ID, { anonymize_ip: true }]);
});

test('SOCIAL_WIDGETS=1 loads the X widgets script', async ({ page, guard }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(() => guard.optInRequests).toContain(OPT_IN_SCRIPTS.socialWidgets);
});

test('TYPEDOC=0 builds no API reference and links to none', async ({ page, request }) => {
  expect((await request.get('/docs/typedoc/server')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/quickstart');
  expect(sitemap).not.toContain('/docs/typedoc');
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-sidebar-menu')).toBeVisible();
  await expect(page.getByText('API Reference (Auto-generated)')).toHaveCount(0);
  await expect(page.locator('a[href^="/docs/typedoc"]')).toHaveCount(0);
});
