import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { SearchRecord } from '../indexer/record';
import { record } from '../testing/fixtures';
import { SearchEngine } from './engine';
import { TitleEngine } from './titles';
import { editDistance } from './tokenize';

/** Page titles as the titles files hold them: one lvl1 record per page, some with keywords and a category. */
const titles: SearchRecord[] = [
  record('/docs/server/routers', 'lvl1', ['Define Routers'], null, { keywords: ['initTRPC'] }),
  record('/docs/server/middlewares', 'lvl1', ['Middlewares']),
  record('/docs/server/context', 'lvl1', ['Context']),
  record('/docs/server/server-side-calls', 'lvl1', ['Server Side Calls']),
  record('/docs/client/links/httpBatchStreamLink', 'lvl1', ['HTTP Batch Stream Link']),
  record('/docs/client/links/httpSubscriptionLink', 'lvl1', ['HTTP Subscription Link']),
  record('/docs/server/subscriptions', 'lvl1', ['Subscriptions']),
  record('/docs/client/react/disable-batching', 'lvl1', ['Disabling request batching']),
  record('/docs/client/react/aborting', 'lvl1', ['Aborting Procedure Calls']),
  record('/docs/client/nextjs/ssg', 'lvl1', ['Static Site Generation']),
  record('/docs/client/nextjs', 'lvl1', ['Usage with Next.js'], null, {
    hierarchy: {
      lvl0: 'Next.js Integration',
      lvl1: 'Usage with Next.js',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  }),
  record('/docs/typedoc/server/functions/initTRPC', 'lvl1', ['initTRPC'], null, {
    weight: { level: 100, position: 0, pageRank: -1 },
  }),
  record('/docs/typedoc/server/classes/TRPCError', 'lvl1', ['TRPCError'], null, {
    weight: { level: 100, position: 0, pageRank: -1 },
  }),
  record('/docs/server/error-handling', 'lvl1', ['Error Handling']),
  record('/blog/announcing-trpc-10', 'lvl1', ['Announcing tRPC v10']),
];

/** One query of each kind the full engine handles: prefixes, typos, swaps, other forms, synonyms, names, initials. */
const queries = [
  'r',
  'rou',
  'router',
  'routers',
  'define router',
  'initTRPC',
  'inittrpc',
  'midlewares',
  'middelware',
  'cotnext',
  'server side',
  'call procedure from the server',
  'httpBatchStreamLink',
  'httpbatchstr',
  'subscripton',
  'subscription',
  'disable batching',
  'cancel',
  'ssg',
  'nextjs',
  'next.js',
  'trpcerror',
  'error',
  'how to',
  'v10',
  'zzz',
  '',
];

describe('TitleEngine', () => {
  const full = new SearchEngine(titles);
  const quick = new TitleEngine(titles);

  for (const query of queries) {
    it(`ranks ${JSON.stringify(query)} exactly as the full engine does over the same records`, () => {
      const summary = (engine: SearchEngine | TitleEngine) =>
        engine.search(query).map(({ record: r, ...scores }) => ({ url: r.url, ...scores }));
      assert.deepEqual(summary(quick), summary(full));
    });
  }

  it('finds pages by prefix, typo, other form and name, best first', () => {
    const first = (query: string) => quick.search(query)[0]?.record.url;
    assert.equal(first('rou'), '/docs/server/routers');
    assert.equal(first('cotnext'), '/docs/server/context');
    assert.equal(first('disable batching'), '/docs/client/react/disable-batching');
    assert.equal(first('cancel'), '/docs/client/react/aborting');
    assert.equal(first('ssg'), '/docs/client/nextjs/ssg');
    // The guide that teaches a name comes before its reference page.
    assert.equal(first('initTRPC'), '/docs/server/routers');
    assert.deepEqual(quick.search('zzz'), []);
  });

  it('keeps to the records a filter accepts', () => {
    const hits = quick.search('trpc', (r) => r.url.startsWith('/blog/'));
    assert.deepEqual(
      hits.map((h) => h.record.url),
      ['/blog/announcing-trpc-10'],
    );
  });

  it('measures typos as MiniSearch does: a swap is two edits', () => {
    const levenshtein = (a: string, b: string, max: number) => editDistance(a, b, max, false);
    assert.equal(levenshtein('router', 'router', 2), 0);
    assert.equal(levenshtein('ruoter', 'router', 2), 2);
    assert.equal(levenshtein('routr', 'router', 2), 1);
    assert.equal(levenshtein('abc', 'abcdef', 2), 3, 'stops above the limit');
    assert.equal(editDistance('ruoter', 'router', 2), 1, 'a swap is one typo for matchTypos');
  });

  it('is built without MiniSearch, so the page can load it before the engine', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      assert.doesNotMatch(
        source,
        /from 'minisearch'/,
        `${path.relative(import.meta.dirname, file)} imports MiniSearch`,
      );
      for (const [, spec] of source.matchAll(/^import (?!type )[^;]*? from '(\.[^']+)';/gm)) {
        visit(path.resolve(path.dirname(file), `${spec}.ts`));
      }
    };
    visit(path.join(import.meta.dirname, 'titles.ts'));
    visit(path.join(import.meta.dirname, 'contract.ts'));
    assert.ok(seen.size > 3);
  });
});
