import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SearchRecord } from '../indexer/record';
import { record } from '../testing/fixtures';
import { SearchEngine } from './engine';

const records = [
  record('/docs/client/react/useQuery', 'lvl1', ['useQuery()']),
  record('/docs/client/react/useQuery', 'content', ['useQuery()'], 'Fetch data with a query procedure.'),
  record('/docs/client/react/useQuery', 'lvl2', ['useQuery()', 'Options']),
  record('/docs/client/react/useQueries', 'lvl1', ['useQueries()']),
  record('/docs/client/react/suspense', 'lvl1', ['Suspense']),
  record(
    '/docs/client/react/suspense',
    'content',
    ['Suspense'],
    'Unlike useQuery, the suspense hooks throw a promise.',
  ),
  record('/docs/server/middlewares', 'lvl1', ['Middlewares']),
  record('/docs/server/middlewares', 'lvl2', ['Middlewares', 'Authorization']),
  record('/docs/server/authorization', 'lvl1', ['Authorization']),
  record('/docs/server/authorization', 'content', ['Authorization'], 'Check the session in a middleware.'),
  record('/docs/client/links/httpBatchLink', 'lvl1', ['HTTP Batch Link']),
  record('/docs/client/links/httpBatchLink', 'content', ['HTTP Batch Link'], 'Use httpBatchLink to batch requests.'),
  record('/docs/server/routers', 'lvl1', ['Routers']),
  record('/docs/v9/router', 'lvl1', ['Router']),
  record('/docs/v10/server/context', 'lvl1', ['Context'], null, {
    docusaurus_tag: 'docs-default-10.x',
    version: '10.x',
  }),
];
const engine = new SearchEngine(records);
const urls = (query: string) => engine.search(query).map((h) => h.record.url);

describe('SearchEngine ranking', () => {
  it('ranks a page titled with the query over a paragraph that mentions it', () => {
    const hits = urls('useQuery');
    assert.equal(hits[0], '/docs/client/react/useQuery');
    assert.ok(hits.indexOf('/docs/client/react/useQuery') < hits.indexOf('/docs/client/react/suspense'));
  });

  it('ranks the page titled exactly with the query over pages whose titles or slugs contain it', () => {
    const titled = new SearchEngine([
      record('/blog/tinyrpc-client', 'lvl1', ['Writing a tiny tRPC client']),
      record('/docs/client/vanilla/setup', 'lvl1', ['Set up a tRPC Client']),
      record('/docs/client/vanilla', 'lvl1', ['tRPC Client']),
    ]);
    assert.equal(titled.search('tRPC Client')[0]!.record.url, '/docs/client/vanilla');
    assert.equal(titled.search('trpc client!')[0]!.record.url, '/docs/client/vanilla');
  });

  it("finds a page by its short title's words run together, before a page that names it in text", () => {
    const stream = new SearchEngine([
      record('/docs/client/headers', 'lvl1', ['Custom header']),
      record('/docs/client/headers', 'lvl5', ['Custom header', 'httpBatchStreamLink']),
      record('/docs/client/links/httpBatchStreamLink', 'lvl1', ['HTTP Batch Stream Link']),
      record('/docs/client/links/httpBatchStreamLink', 'content', ['HTTP Batch Stream Link'], 'It streams.'),
    ]);
    assert.equal(stream.search('httpBatchStreamLink')[0]!.record.url, '/docs/client/links/httpBatchStreamLink');
    assert.equal(stream.search('httpBatchStr')[0]!.record.url, '/docs/client/links/httpBatchStreamLink');
    // The category (lvl0) is not run together.
    const usage = record('/docs/server/routers', 'lvl1', ['Routers']);
    usage.hierarchy.lvl0 = 'Backend Usage';
    assert.equal(new SearchEngine([usage]).search('backend usage').length, 1);
    assert.deepEqual(new SearchEngine([usage]).search('backendusage'), []);
  });

  it('prefers an exact word over a longer word it prefixes', () => {
    assert.deepEqual(urls('router'), ['/docs/v9/router', '/docs/server/routers']);
  });

  it('matches the last word as a prefix while it is typed', () => {
    assert.equal(urls('middlew')[0], '/docs/server/middlewares');
  });

  it('tolerates one typo in words of 4+ letters and two in words of 8+', () => {
    assert.equal(urls('midlewares')[0], '/docs/server/middlewares');
    assert.equal(urls('authorizaton')[0], '/docs/server/authorization');
    assert.equal(urls('autorizaton')[0], '/docs/server/authorization');
    assert.deepEqual(urls('cxt'), []);
  });

  it('ranks fewer typos first', () => {
    const hits = engine.search('context');
    assert.equal(hits[0]!.typos, 0);
  });

  it('ranks records matching more words first, and ignores stop words when others match', () => {
    // Pages come in the order of their best record; that order follows the
    // number of words matched.
    const hits = engine.search('authorization middleware');
    const best = new Map<string, number>();
    for (const h of hits)
      if (!best.has(h.record.url_without_anchor)) best.set(h.record.url_without_anchor, h.matchedWords);
    const order = [...best.values()];
    assert.equal(order[0], 2);
    assert.deepEqual(
      order,
      [...order].sort((a, b) => b - a),
    );
    assert.equal(urls('how to do authorization')[0], '/docs/server/authorization');
  });

  it("finds a page by another form of the query's words, by swapped letters, and by a title's initials", () => {
    const forms = new SearchEngine([
      record('/docs/rpc', 'lvl1', ['HTTP RPC Specification']),
      record('/docs/rpc', 'content', ['HTTP RPC Specification'], 'Batching can be disabled on the server.'),
      record('/docs/client/links/httpBatchLink', 'lvl1', ['HTTP Batch Link']),
      record('/docs/client/links/httpBatchLink', 'lvl2', ['HTTP Batch Link', 'Disabling request batching']),
      record('/docs/server/caching', 'lvl1', ['Response Caching']),
      record('/docs/client/cors', 'content', ['Send cookies cross-origin'], 'Browsers cache the preflight.'),
      record('/docs/server/context', 'lvl1', ['Context']),
      record('/docs/client/nextjs/ssg', 'lvl1', ['Static Site Generation']),
      record('/docs/example-apps', 'content', ['Example Apps'], 'A TodoMVC app with SSG.'),
    ]);
    const first = (query: string) => forms.search(query)[0]?.record.url_without_anchor;
    // "disabled" is one typo away from "disable"; "disabling" is the same word.
    assert.equal(first('disable batching'), '/docs/client/links/httpBatchLink');
    assert.equal(first('cache'), '/docs/server/caching');
    assert.equal(forms.search('cache')[0]!.exact, 0);
    assert.equal(first('cotnext'), '/docs/server/context');
    assert.equal(first('SSG'), '/docs/client/nextjs/ssg');
  });

  it('finds camelCase names by their parts', () => {
    assert.equal(urls('batch link')[0], '/docs/client/links/httpBatchLink');
  });

  it('keeps one record per URL and the records of one page together', () => {
    const hits = urls('query');
    assert.equal(new Set(hits).size, hits.length);
    const pages = hits.map((u) => u.split('#')[0]!);
    const firstSeen = new Set<string>();
    pages.forEach((p, i) => {
      if (firstSeen.has(p)) assert.equal(pages[i - 1], p, `records of ${p} are not together`);
      firstSeen.add(p);
    });
  });

  it('applies a record filter', () => {
    const hits = engine.search('context', (r) => r.docusaurus_tag === 'docs-default-current');
    assert.deepEqual(hits, []);
  });

  it('copes with hostile and odd input', () => {
    assert.deepEqual(urls('<script>alert(1)</script>').length >= 0, true);
    assert.doesNotThrow(() => engine.search('.*+?^${}()|[]\\'));
    assert.doesNotThrow(() => engine.search('x'.repeat(10_000)));
    assert.doesNotThrow(() => engine.search('über 日本語 😀 ﷽'));
  });

  it('breaks ties with the page slug, then with how often the page matches', () => {
    const tie = new SearchEngine([
      record('/docs/server/merging-routers', 'lvl1', ['Merging Routers']),
      record('/docs/server/routers', 'lvl1', ['Define Routers']),
      record('/docs/a', 'content', ['A'], 'Mentions createThing once.'),
      record('/docs/b', 'content', ['B'], 'createThing makes a thing.'),
      record('/docs/b', 'content', ['B', 'More'], 'Call createThing again.'),
    ]);
    assert.equal(tie.search('routers')[0]!.record.url, '/docs/server/routers');
    assert.equal(tie.search('createThing')[0]!.record.url_without_anchor, '/docs/b');
  });

  it("ranks a table's first cell (lvl5) like body text, below a heading", () => {
    const cell = record('/docs/migrate', 'lvl5', ['Migrate', 'Renamed']);
    cell.hierarchy.lvl5 = 'createTRPCProxyClient';
    const table = new SearchEngine([
      record('/docs/migrate', 'lvl1', ['Migrate']),
      cell,
      record('/docs/client/setup', 'lvl1', ['Set up a client']),
      record('/docs/client/setup', 'content', ['Set up a client'], 'Call createTRPCProxyClient with links.'),
      record('/docs/client/setup', 'content', ['Set up a client', 'Types'], 'createTRPCProxyClient is typed.'),
      record('/docs/links', 'lvl1', ['Links']),
      record('/docs/links', 'lvl2', ['Links', 'createTRPCProxyClient options']),
    ]);
    const pages = [...new Set(table.search('createTRPCProxyClient').map((h) => h.record.url_without_anchor))];
    // The heading first; then the page naming it twice in its text before the table that lists it once.
    assert.deepEqual(pages, ['/docs/links', '/docs/client/setup', '/docs/migrate']);
  });

  it("matches the docs' word for a reader's word (synonyms.ts), after pages that use the reader's word", () => {
    const synonyms = new SearchEngine([
      record('/docs/client/react/aborting-procedure-calls', 'lvl1', ['Aborting Procedure Calls']),
      record('/docs/client/react/setup', 'lvl1', ['Set up the React Query Integration']),
      record(
        '/docs/client/react/setup',
        'content',
        ['Set up the React Query Integration'],
        'Queries refetch on focus.',
      ),
      record('/docs/server/server-side-calls', 'lvl2', [
        'Server Side Calls',
        'Do not call procedures from other procedures',
      ]),
    ]);
    const pages = (query: string) => [...new Set(synonyms.search(query).map((h) => h.record.url_without_anchor))];
    assert.deepEqual(pages('cancel request'), ['/docs/client/react/aborting-procedure-calls']);
    assert.equal(pages('call a procedure from another procedure')[0], '/docs/server/server-side-calls');
    const [hit] = synonyms.search('cancel');
    assert.equal(hit!.typos, 0);
    assert.equal(hit!.exact, 0, 'a synonym is no exact match');
    const literal = new SearchEngine([
      record('/docs/abort', 'lvl1', ['Abort a call']),
      record('/docs/cancel', 'lvl1', ['Cancel a call']),
    ]);
    assert.deepEqual(
      literal.search('cancel').map((h) => h.record.url),
      ['/docs/cancel', '/docs/abort'],
    );
    // Not while the word is still a prefix of the listed one.
    assert.deepEqual(new SearchEngine([record('/docs/abort', 'lvl1', ['Abort'])]).search('canc'), []);
  });

  it('gives stop words no weight when the query has other words', () => {
    const stop = new SearchEngine([
      record('/docs/b', 'content', ['B'], 'Upload a file.'),
      record('/docs/server/file', 'content', ['Server'], 'Upload a file to the server.'),
    ]);
    // "to" and "a" in the text neither help nor hurt: the slug decides.
    assert.equal(stop.search('how to upload a file')[0]!.record.url, '/docs/server/file');
    assert.equal(stop.search('how to upload a file')[0]!.matchedWords, 2);
  });

  it('ranks the page title a query names more fully first', () => {
    const titles = new SearchEngine([
      record('/docs/client/links/httpSubscriptionLink', 'lvl1', ['HTTP Subscription Link']),
      record(
        '/docs/client/links/httpSubscriptionLink',
        'content',
        ['HTTP Subscription Link'],
        'Subscriptions over SSE.',
      ),
      record(
        '/docs/client/links/httpSubscriptionLink',
        'content',
        ['HTTP Subscription Link', 'Options'],
        'subscription',
      ),
      record('/docs/server/subscriptions', 'lvl1', ['Subscriptions']),
    ]);
    const first = (query: string) => titles.search(query)[0]!.record.url;
    assert.equal(first('subscripton'), '/docs/server/subscriptions', 'with a typo');
    assert.equal(first('subscription'), '/docs/server/subscriptions');
    assert.equal(first('subscription link'), '/docs/client/links/httpSubscriptionLink');
  });

  describe("a page's keywords", () => {
    const withKeywords = (r: SearchRecord, keywords: string[]): SearchRecord => ({ ...r, keywords });
    const keyworded = new SearchEngine([
      record('/docs/migrate', 'lvl1', ['Migrate from v10 to v11']),
      record('/docs/migrate', 'lvl3', ['Migrate from v10 to v11', 'Breaking changes', 'createTRPCClient replaces it']),
      withKeywords(record('/docs/client/setup', 'lvl1', ['Set up a tRPC Client']), ['createTRPCClient', 'Setup']),
      record('/docs/client/setup', 'content', ['Set up a tRPC Client'], 'Make the client the app calls.'),
      {
        ...record('/docs/typedoc/createTRPCClient', 'lvl1', ['Function: createTRPCClient()']),
        weight: { level: 100, position: 0, pageRank: -1 },
      },
      withKeywords(record('/docs/server/subscriptions', 'lvl1', ['Subscriptions']), ['server-sent events', 'SSE']),
      record('/docs/rpc', 'lvl2', ['HTTP RPC', 'Subscriptions over Server-sent Events']),
    ]);
    const pages = (query: string) => [...new Set(keyworded.search(query).map((h) => h.record.url_without_anchor))];

    it('match like the title: the page that teaches a name before pages that mention it', () => {
      assert.deepEqual(pages('createTRPCClient'), [
        '/docs/client/setup',
        '/docs/typedoc/createTRPCClient',
        '/docs/migrate',
      ]);
      assert.equal(pages('createTRPCClinet')[0], '/docs/client/setup', 'with a typo');
      assert.equal(pages('server-sent events')[0], '/docs/server/subscriptions');
      assert.equal(pages('sse')[0], '/docs/server/subscriptions');
      // A keyword of several words also matches its words run together.
      assert.equal(pages('serversentevents')[0], '/docs/server/subscriptions');
    });

    it('count as the title when one of them is the query', () => {
      const [hit] = keyworded.search('setup');
      assert.equal(hit!.record.url, '/docs/client/setup');
      assert.equal(hit!.title, 1);
    });

    it('match on the record that has them, not on the rest of the page', () => {
      const setup = keyworded
        .search('createTRPCClient')
        .filter((h) => h.record.url_without_anchor === '/docs/client/setup');
      assert.deepEqual(
        setup.map((h) => h.record.type),
        ['lvl1'],
      );
    });
  });

  describe('reference pages (a lower page rank)', () => {
    const reference = (...args: Parameters<typeof record>): SearchRecord => {
      const r = record(...args);
      return { ...r, hierarchy: { ...r.hierarchy, lvl0: 'API Reference' }, weight: { ...r.weight, pageRank: -1 } };
    };
    const fn = '/docs/typedoc/client/index/functions/createTRPCClient';
    const withReference = new SearchEngine([
      record('/docs/quickstart', 'lvl1', ['Quickstart']),
      record('/docs/quickstart', 'content', ['Quickstart'], 'Call createTRPCClient with httpBatchLink.'),
      record('/docs/client/vanilla/setup', 'lvl1', ['Set up a Vanilla Client']),
      record('/docs/client/vanilla/setup', 'lvl2', ['Set up a Vanilla Client', 'Initialize the client']),
      record(
        '/docs/client/vanilla/setup',
        'content',
        ['Set up a Vanilla Client', 'Initialize the client'],
        'Create the client with createTRPCClient.',
      ),
      record(
        '/docs/client/vanilla/setup',
        'content',
        ['Set up a Vanilla Client', 'Initialize the client'],
        'createTRPCClient takes the links.',
      ),
      reference(fn, 'lvl1', ['Function: createTRPCClient()']),
      reference(fn, 'content', ['Function: createTRPCClient()'], 'Creates a typed client for a router.'),
      reference('/docs/typedoc/client/index/type-aliases/TRPCClient', 'lvl1', ['Type Alias: TRPCClient']),
      reference(
        '/docs/typedoc/client/index/type-aliases/TRPCClient',
        'content',
        ['Type Alias: TRPCClient'],
        'What createTRPCClient returns.',
      ),
      reference('/docs/typedoc/client/index/classes/TRPCUntypedClient', 'lvl1', ['Class: TRPCUntypedClient']),
    ]);
    const pages = (query: string) => [...new Set(withReference.search(query).map((h) => h.record.url_without_anchor))];

    it('puts the guide page on the subject first and its reference page right after', () => {
      const order = pages('createTRPCClient');
      assert.equal(order[0], '/docs/client/vanilla/setup');
      assert.equal(order[1], fn);
      assert.deepEqual(pages('createTRPCClent').slice(0, 2), order.slice(0, 2), 'with a typo');
      assert.deepEqual(pages('createtrpccl').slice(0, 2), order.slice(0, 2), 'while typing');
    });

    it('keeps the records of each page together and one record per URL', () => {
      const hits = withReference.search('createTRPCClient');
      const urls = hits.map((h) => h.record.url);
      assert.equal(new Set(urls).size, urls.length);
      const seen: string[] = [];
      for (const h of hits) {
        const page = h.record.url_without_anchor;
        if (seen.at(-1) !== page) {
          assert.ok(!seen.includes(page), `records of ${page} are not together`);
          seen.push(page);
        }
      }
    });

    it('finds a name that only the reference has', () => {
      assert.deepEqual(pages('TRPCUntypedClient'), ['/docs/typedoc/client/index/classes/TRPCUntypedClient']);
      assert.equal(withReference.search('untyped client')[0]!.record.hierarchy.lvl0, 'API Reference');
    });

    it('lets a reference page lead when it matches more of the query than any guide page', () => {
      assert.equal(pages('createTRPCClient router')[0], fn);
    });

    it('ranks a guide before a reference page matching in as good an attribute, even less exactly', () => {
      const tie = new SearchEngine([
        reference('/docs/typedoc/server/interfaces/TRPCRouterBuilder', 'lvl1', ['Interface: TRPCRouterBuilder']),
        record('/docs/server/routers', 'lvl1', ['Define Routers']),
        reference('/docs/typedoc/a', 'content', ['A'], 'Mentions createThing.'),
        record('/docs/b', 'content', ['B'], 'Mentions createThing.'),
      ]);
      assert.equal(tie.search('router')[0]!.record.url, '/docs/server/routers');
      assert.equal(tie.search('createThing')[0]!.record.url, '/docs/b');
    });
  });
});
