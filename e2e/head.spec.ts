import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The document head after a client-side navigation is the head the server
 * wrote for that page. The browser's `@docusaurus/Head` is our own
 * (plugins/client-runtime/src/client/head.ts) while the server render keeps
 * react-helmet-async, so the two must agree: title, `<html>` attributes,
 * and every managed tag (meta, canonical and alternate links, structured
 * data), with nothing left over from the page before.
 */

interface HeadSnapshot {
  title: string;
  html: Record<string, string | null>;
  tags: string[];
}

function snapshot(page: Page): Promise<HeadSnapshot> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // Structured data compares as data: the HTML minifier reorders its keys.
    const sorted = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(sorted)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([k, v]) => [k, sorted(v)]),
            )
          : value;
    // The title is compared as document.title (both react-helmet-async and
    // ours drop its `data-rh` once they manage it).
    const tags = Array.from(document.head.querySelectorAll('[data-rh]:not(title)')).map((element) => {
      const attributes = Array.from(element.attributes)
        .filter((a) => a.name !== 'data-rh')
        .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
        .sort();
      const content =
        element.getAttribute('type') === 'application/ld+json'
          ? JSON.stringify(sorted(JSON.parse(element.textContent ?? 'null')))
          : (element.textContent ?? '');
      return `<${element.localName} ${attributes.join(' ')}>${content}`;
    });
    return {
      title: document.title,
      html: Object.fromEntries(
        ['lang', 'dir', 'class', 'data-has-hydrated'].map((name) => [name, root.getAttribute(name)]),
      ),
      tags: tags.sort(),
    };
  });
}

/** Navigates inside the app, as a link click does, without reloading. */
async function navigateInApp(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page.locator('h1').first()).toHaveText(heading);
}

for (const [from, to, heading] of [
  ['/docs/quickstart', '/docs/server/middlewares', 'Middlewares'],
  ['/docs/server/middlewares', '/docs/v10/quickstart', 'Quickstart'],
  ['/', '/blog/introducing-trpc', 'Introducing tRPC'],
  ['/blog/introducing-trpc', '/docs/typedoc/server/variables/initTRPC', 'Variable: initTRPC'],
] as const) {
  test(`after navigating from ${from} to ${to}, the head is the one the server wrote for ${to}`, async ({ page }) => {
    await page.goto(to);
    await waitForHydration(page);
    const fromServer = await snapshot(page);
    expect(fromServer.tags.some((tag) => tag.startsWith('<link ') && tag.includes('rel="canonical"'))).toBe(true);

    await page.goto(from);
    await waitForHydration(page);
    const before = await snapshot(page);
    await navigateInApp(page, to, heading);
    await expect.poll(() => snapshot(page)).toEqual(fromServer);
    expect(before.tags).not.toEqual(fromServer.tags);
  });
}

test('the head the server wrote stays as it is once the page hydrates', async ({ page, browser }) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await withoutScripts.newPage();
  await serverPage.goto('/docs/quickstart');
  const written = await snapshot(serverPage);
  await withoutScripts.close();
  expect(written.html['data-has-hydrated']).toBe('false');

  await page.goto('/docs/quickstart');
  await waitForHydration(page);
  await expect
    .poll(() => snapshot(page))
    .toEqual({ ...written, html: { ...written.html, 'data-has-hydrated': 'true' } });
});
