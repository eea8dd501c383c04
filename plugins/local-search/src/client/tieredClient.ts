/**
 * A first answer sooner: while the Web Worker that indexes every record of
 * the shards (the full tier) is still starting and building its index, the
 * page answers from their page titles alone (the quick tier: one record per
 * page, from each shard's titles file of a few KB, searched by
 * engine/titles.ts).
 *
 * Its answers are the full engine's ranking applied to fewer records: the
 * page a title names, with its other names, but no section and no body
 * text. So:
 *   - an answer with no hits is not shown ("No results" would be wrong when
 *     only the body text matches): the search waits for the full tier;
 *   - once the full tier is ready, every search goes there, the quick tier
 *     is dropped, and `onFullIndex` listeners hear that the answers shown
 *     so far came from the titles alone (the modal asks again);
 *   - any failure of the quick tier (its fetch, its parse) leaves the
 *     search to the full tier, whose errors are the ones shown.
 *
 * The quick tier starts with the first `warmUp` or `warmUpQuick` (the page
 * has loaded or hydrated where a keyboard is likely, the page is idle, or
 * the reader heads for search) and only then: a search that comes without
 * one waits for the full tier, as it always did. The search page, which
 * counts and pages through every result, asks the full tier (`full`) alone.
 *
 * When the quick tier has already started (`warmUpQuick` came first), the
 * full tier's warm-up can be made to wait (`fullWarmUpDelay`): the titles
 * answer meanwhile, and a search they cannot answer starts the full tier at
 * once. A search overtaken by a newer one does not start it while that
 * wait lasts: the modal shows the newer one's answer.
 */
import type { FacetFilters, LocalSearchClient, SearchRequest, SearchResponse } from '../engine/client';

export interface QuickTier {
  client: LocalSearchClient;
  /** Stops it: the full tier answers from now on. */
  retire(): void;
}

export interface TieredClientOptions {
  /** The client over every record: its answers are the ones that stand. */
  full: LocalSearchClient;
  /** Starts the quick tier (the titles-only client); null if it cannot start. */
  startQuick: () => QuickTier | null;
  /**
   * What a warm-up of the full tier waits for when the quick tier has
   * already started (by `warmUpQuick` before it); none by default.
   * The full tier's warm-up (fetching, parsing and indexing every record)
   * takes the machine's cores from the page and the quick tier; while the
   * titles answer, it can wait. A search the titles cannot answer starts
   * the full tier at once all the same.
   */
  fullWarmUpDelay?: () => Promise<void>;
}

export interface TieredSearchClient extends LocalSearchClient {
  /**
   * The full tier alone, for a caller that must never see a partial answer
   * (the search page counts and pages through every result).
   */
  readonly full: LocalSearchClient;
  /**
   * Calls `listener` when the full index becomes ready after some answers
   * came from the titles alone. Returns the function that unsubscribes.
   */
  onFullIndex(listener: () => void): () => void;
  /**
   * Starts the quick tier alone (fetches and indexes the titles), for a
   * reader likely to search soon, without the full tier's work yet.
   */
  warmUpQuick(facetFilters?: FacetFilters): Promise<void>;
}

type Requests = { requests: readonly SearchRequest[] } | readonly SearchRequest[];

/**
 * Holds callers until it opens, then lets them through newest first. The
 * modal searches at every keystroke: the searches made while the index is
 * being built reach the quick tier newest first, so the first answer is for
 * what the reader typed last ("router", not "r", which as a prefix matches
 * far more and costs the most), and DocSearch, which keeps the answer of
 * the latest query it asked, ignores the older ones answered after it.
 */
export function newestFirstGate() {
  let open = false;
  const held: (() => void)[] = [];
  return {
    wait: (): Promise<void> => (open ? Promise.resolve() : new Promise<void>((resolve) => held.push(resolve))),
    open(): void {
      if (open) return;
      open = true;
      for (const release of held.splice(0).reverse()) release();
    },
  };
}

/** Whether every result of an answer has hits: an empty one waits for the full index. */
function hasHits(answer: { results: SearchResponse[] }): boolean {
  return answer.results.length > 0 && answer.results.every((result) => result.hits.length > 0);
}

export function createTieredSearchClient({
  full,
  startQuick,
  fullWarmUpDelay,
}: TieredClientOptions): TieredSearchClient {
  let quick: QuickTier | null = null;
  let quickStarted = false;
  /** Opens when the quick tier's index is built (or it failed, or the full one is ready). */
  const quickWarm = newestFirstGate();
  /** The full tier's first warm-up; settles when its first index is built (or could not be). */
  let fullWarm: Promise<void> | null = null;
  let fullReady = false;
  let answeredPartially = false;
  const listeners = new Set<() => void>();
  /** Whether the full tier's first warm-up waits (`fullWarmUpDelay`), decided at that warm-up; the wait. */
  let fullDelayDecided = false;
  let fullDelay: Promise<void> | null = null;
  /** Settles when the full tier has been asked for anything (a warm-up or a search). */
  let markFullAsked!: () => void;
  const fullAsked = new Promise<void>((resolve) => (markFullAsked = resolve));
  const askFull = <T>(call: () => Promise<T>): Promise<T> => {
    markFullAsked();
    return call();
  };

  const retireQuick = () => {
    quick?.retire();
    quick = null;
    quickWarm.open();
  };

  const onFullReady = () => {
    if (fullReady) return;
    fullReady = true;
    retireQuick();
    if (answeredPartially) {
      answeredPartially = false;
      for (const listener of [...listeners]) listener();
    }
  };

  /** Starts the quick tier once; settles when its index is built or it has failed (and is retired). */
  function warmQuick(facetFilters?: FacetFilters): Promise<void> {
    if (!quickStarted && !fullReady) {
      quickStarted = true;
      quick = startQuick();
      if (!quick) quickWarm.open();
      else void quick.client.warmUp(facetFilters).then(quickWarm.open, retireQuick);
    }
    return quickWarm.wait();
  }

  /**
   * One search at a time goes to the quick tier; of those that wait, only
   * the newest goes next. The modal searches at every keystroke and shows
   * the answer to the latest query only, so the ones overtaken while they
   * waited are left to the full tier, and the quick tier answers what the
   * reader typed last without first answering every letter before it.
   */
  let quickBusy: Promise<unknown> | null = null;
  /** Searches asked so far, in the order the modal asked them. */
  let asked = 0;
  /** A quick answer: hits, none (the full tier must answer), or overtaken by a newer search while it waited. */
  type QuickAnswer = { results: SearchResponse[] } | null | 'overtaken';
  async function askQuick(tier: QuickTier, requests: Requests, ticket: number): Promise<QuickAnswer> {
    while (quickBusy) {
      await quickBusy;
      if (ticket !== asked) return 'overtaken';
    }
    const answer = tier.client.search(requests).then(
      (a) => (hasHits(a) ? a : null),
      () => null,
    );
    quickBusy = answer;
    void answer.then(() => {
      if (quickBusy === answer) quickBusy = null;
    });
    return answer;
  }

  async function search(requests: Requests): Promise<{ results: SearchResponse[] }> {
    const ticket = ++asked;
    if (quick && !fullReady) await quickWarm.wait();
    const tier = quick;
    if (tier && !fullReady) {
      const fromQuick = askQuick(tier, requests, ticket);
      const first = await (fullWarm ? Promise.race([fromQuick, fullWarm.then(() => null)]) : fromQuick);
      // The modal shows the newer search's answer: this one need not start
      // the full tier before its time. It is answered once something else
      // has asked the full tier, or the full tier's warm-up has waited its
      // time (at once if no warm-up waits).
      if (first === 'overtaken') await Promise.race([fullAsked, fullDelay ?? Promise.resolve()]);
      else if (first && !fullReady) {
        answeredPartially = true;
        return first;
      }
    }
    return askFull(() => full.search(requests)).then((answer) => {
      onFullReady();
      return answer;
    });
  }

  return {
    warmUp(facetFilters?: FacetFilters): Promise<void> {
      if (!fullDelayDecided) {
        fullDelayDecided = true;
        if (fullWarmUpDelay && quickStarted && quick && !fullReady) {
          const done = () => {
            fullDelay = null;
          };
          fullDelay = fullWarmUpDelay().then(done, done);
        }
      }
      void warmQuick(facetFilters);
      const warmFull = () => askFull(() => full.warmUp(facetFilters));
      const warm = fullDelay ? fullDelay.then(warmFull) : warmFull();
      // A full tier that cannot load its index answers every search from
      // now on: it tries again, and its error is the one the reader sees.
      fullWarm ??= warm.then(onFullReady, retireQuick);
      return warm;
    },
    warmUpQuick: warmQuick,
    search,
    full,
    onFullIndex(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addAlgoliaAgent(): void {},
  };
}
