import type { Page } from '@playwright/test';
import { expect, openSearchWithShortcut, test, waitForHydration } from './fixtures';

/**
 * The kinds of query the relevance bench measures (scripts/bench/search-queries.json),
 * typed into the search modal on a page of each docs version: the page that
 * answers each query is among the first five pages of hits, and first where
 * the bench has it first with a margin. The queries are the bench's, in the
 * reader's wording, not the pages' titles (search-titles.spec.ts types those).
 */

/** Pages a reader sees without scrolling. */
const TOP = 5;

interface Case {
  query: string;
  /** The answering page (path without a trailing slash). */
  page: string;
  /** The bench has it as the first hit, not only in the first five. */
  first?: boolean;
}

/** A docs version and the page the modal is opened on. */
interface Version {
  name: string;
  start: string;
}
const CURRENT: Version = { name: 'current', start: '/docs/quickstart' };
const V10: Version = { name: '10.x', start: '/docs/v10/quickstart' };
const V9: Version = { name: '9.x', start: '/docs/v9/quickstart' };

const KINDS: Record<string, [Version, Case[]][]> = {
  identifier: [
    [
      CURRENT,
      [
        { query: 'createTRPCClient', page: '/docs/client/vanilla/setup', first: true },
        { query: 'initTRPC', page: '/docs/server/routers', first: true },
        { query: 'createServerSideHelpers', page: '/docs/client/nextjs/server-side-helpers' },
      ],
    ],
    [V10, [{ query: 'createTRPCProxyClient', page: '/docs/v10/client/vanilla/setup', first: true }]],
    [V9, [{ query: 'createReactQueryHooks', page: '/docs/v9/react', first: true }]],
  ],
  task: [
    [
      CURRENT,
      [
        { query: 'cancel request on unmount', page: '/docs/client/react/aborting-procedure-calls', first: true },
        { query: 'how to upload a file', page: '/docs/server/non-json-content-types' },
        { query: 'call a procedure from another procedure', page: '/docs/server/server-side-calls' },
      ],
    ],
    [V10, [{ query: 'invalidate query after mutation', page: '/docs/v10/client/react/useUtils' }]],
    [V9, [{ query: 'merge routers', page: '/docs/v9/merging-routers', first: true }]],
  ],
  error: [
    [
      CURRENT,
      [
        { query: 'Failed to parse URL from /api/trpc', page: '/docs/client/nextjs/setup' },
        { query: '414 URI Too Long', page: '/docs/client/links/httpBatchLink' },
      ],
    ],
    [V10, [{ query: 'No QueryClient set', page: '/docs/v10/client/react/setup', first: true }]],
    [V9, [{ query: 'UNAUTHORIZED', page: '/docs/v9/error-handling' }]],
  ],
  typo: [
    [
      CURRENT,
      [
        { query: 'subscripton', page: '/docs/server/subscriptions', first: true },
        { query: 'createTRPCClinet', page: '/docs/client/vanilla/setup', first: true },
      ],
    ],
    [V10, [{ query: 'useUtills', page: '/docs/v10/client/react/useUtils', first: true }]],
    [V9, [{ query: 'midleware', page: '/docs/v9/middlewares', first: true }]],
  ],
  phrase: [
    [
      CURRENT,
      [
        { query: 'server-sent events', page: '/docs/client/links/httpSubscriptionLink', first: true },
        { query: 'SSG', page: '/docs/client/nextjs/ssg', first: true },
      ],
    ],
    [V10, [{ query: 'optimistic update', page: '/docs/v10/client/react/useUtils' }]],
    [V9, [{ query: 'introduction', page: '/docs/v9', first: true }]],
  ],
};

const input = (page: Page) => page.locator('.DocSearch-Input');

/** The pages (URL without hash or trailing slash) of the hits for a query, in the modal's order. */
/** The result pages the modal shows now, in order, each once. */
async function shownPages(page: Page): Promise<string[]> {
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const pages: string[] = [];
  for (const href of hrefs) {
    const pathname = href.split('#')[0]!.replace(/\/$/, '') || '/';
    if (!pages.includes(pathname)) pages.push(pathname);
  }
  return pages;
}

/**
 * Types a query and waits for the answer it settles on: the first answers of
 * a fresh page may come from the headings alone, and the modal asks again
 * once the full index is ready (plugins/local-search). Returns the pages
 * shown when `ok` holds, or the last pages shown if it never does.
 */
async function settledPages(page: Page, query: string, ok: (pages: string[]) => boolean): Promise<string[]> {
  const hits = page.locator('.DocSearch-Hit a');
  // Empty the box first, so the hits that appear are this query's.
  await input(page).fill('');
  await expect(hits).toHaveCount(0);
  await input(page).fill(query);
  // The first query of a page waits for the workers to start.
  await expect(hits.first()).toBeVisible({ timeout: 15_000 });
  let pages = await shownPages(page);
  const until = Date.now() + 10_000;
  while (!ok(pages) && Date.now() < until) {
    await page.waitForTimeout(250);
    pages = await shownPages(page);
  }
  return pages;
}

for (const [kind, versions] of Object.entries(KINDS)) {
  test(`${kind} queries find the page that answers them`, async ({ page }) => {
    test.setTimeout(120_000);
    const missed: string[] = [];
    for (const [version, cases] of versions) {
      await page.goto(version.start);
      await waitForHydration(page);
      await openSearchWithShortcut(page);
      for (const { query, page: want, first } of cases) {
        const answers = (pages: string[]) => {
          const rank = pages.indexOf(want);
          return first ? rank === 0 : rank !== -1 && rank < TOP;
        };
        const pages = await settledPages(page, query, answers);
        if (!answers(pages)) {
          missed.push(
            `${version.name} "${query}" → ${want} ${first ? 'first' : `in the first ${TOP}`}; got ${pages.slice(0, TOP).join(', ')}`,
          );
        }
      }
      await page.keyboard.press('Escape');
    }
    expect(missed).toEqual([]);
  });
}
