import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A category's generated index page shows a card per doc with the doc's
 * description. The browser's version data carries no descriptions
 * (plugins/client-runtime, version-data-loader.cjs): the page's own props
 * do. Whether the page hydrates from its HTML or is reached by a client-side
 * navigation, its cards read as the server wrote them.
 */

interface Card {
  href: string | null;
  description: string;
}

function cards(page: Page): Promise<Card[]> {
  return page.locator('article a.card').evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      description: link.querySelector('p')?.textContent ?? '',
    })),
  );
}

for (const [index, from] of [
  ['/docs/server/introduction', '/docs/quickstart'],
  ['/docs/v10/server/introduction', '/docs/v10/quickstart'],
] as const) {
  test(`${index}: every card shows its doc's description, hydrated or reached in the app`, async ({
    page,
    browser,
  }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await withoutScripts.newPage();
    await serverPage.goto(index);
    const written = await cards(serverPage);
    await withoutScripts.close();
    expect(written.length).toBeGreaterThan(5);
    const docCards = written.filter((card) => !/\d+ items?$/.test(card.description));
    expect(docCards.length).toBeGreaterThan(5);
    for (const card of docCards) expect(card.description, String(card.href)).toMatch(/\w.{10,}/);

    await page.goto(index);
    await waitForHydration(page);
    expect(await cards(page)).toEqual(written);

    await page.goto(from);
    await waitForHydration(page);
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, index);
    await expect(page.locator('article a.card').first()).toBeVisible();
    expect(await cards(page)).toEqual(written);
  });
}
