import { expect, test, waitForHydration } from './fixtures';

/**
 * The fixtures' guard (e2e/fixtures.ts) fails a test whose page requests
 * anything outside 127.0.0.1, and the browser the specs drive cannot reach
 * a third party: a host name other than the local ones does not resolve.
 */
test('a request that would leave 127.0.0.1, from the page or its worker, is reported and never resolved', async ({
  page,
  guard,
}) => {
  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  guard.allowConsoleError('ERR_NAME_NOT_RESOLVED');
  const failures: string[] = [];
  page.context().on('requestfailed', (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
  await page.evaluate(async () => {
    const source = "fetch('https://worker.example/x').catch(() => {}).then(() => postMessage('done'));";
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
    await new Promise((resolve) => (worker.onmessage = resolve));
    await fetch('https://page.example/y').catch(() => {});
  });
  expect(guard.externalRequests).toEqual(['https://worker.example/x', 'https://page.example/y']);
  expect(failures.sort()).toEqual([
    'https://page.example/y net::ERR_NAME_NOT_RESOLVED',
    'https://worker.example/x net::ERR_NAME_NOT_RESOLVED',
  ]);
  // A request the test answers itself, and names, is not reported.
  guard.allowExternal('https://answered.example/');
  await page.route('https://answered.example/**', (route) => route.fulfill({ body: 'ok' }));
  expect(await page.evaluate(() => fetch('https://answered.example/z').then((r) => r.text()))).toBe('ok');
  expect(guard.externalRequests).toHaveLength(2);
  // What the guard would fail the test with: emptied, so this test passes.
  guard.externalRequests.length = 0;
});
