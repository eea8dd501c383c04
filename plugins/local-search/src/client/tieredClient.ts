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
 * has hydrated where a keyboard is likely, the page is idle, or the reader
 * heads for search) and only then: a search that comes without one waits
 * for the full tier, as it always did. The search page, which counts and
 * pages through every result, asks the full tier (`full`) alone.
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

export function createTieredSearchClient({ full, startQuick }: TieredClientOptions): TieredSearchClient {
  let quick: QuickTier | null = null;
  let quickStarted = false;
  /** Opens when the quick tier's index is built (or it failed, or the full one is ready). */
  const quickWarm = newestFirstGate();
  /** The full tier's first warm-up; settles when its first index is built (or could not be). */
  let fullWarm: Promise<void> | null = null;
  let fullReady = false;
  let answeredPartially = false;
  const listeners = new Set<() => void>();

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
  async function askQuick(
    tier: QuickTier,
    requests: Requests,
    ticket: number,
  ): Promise<{ results: SearchResponse[] } | null> {
    while (quickBusy) {
      await quickBusy;
      if (ticket !== asked) return null;
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
      if (first && !fullReady) {
        answeredPartially = true;
        return first;
      }
    }
    return full.search(requests).then((answer) => {
      onFullReady();
      return answer;
    });
  }

  return {
    warmUp(facetFilters?: FacetFilters): Promise<void> {
      void warmQuick(facetFilters);
      const warm = full.warmUp(facetFilters);
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
