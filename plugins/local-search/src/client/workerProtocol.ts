/**
 * The messages between the page and the search worker, and both ends of
 * them. The worker fetches, unpacks, indexes and searches the shards with
 * the same client the page uses when it has no worker
 * (`createLocalSearchClient`); the page only posts queries and receives the
 * hits, already ranked, highlighted and snippeted.
 *
 *   page → worker   { type: 'init', indexUrl, shards } first (again with
 *                   the same: the worker keeps its client)
 *                   { type: 'search', id, requests }
 *                   { type: 'warmUp', id, facetFilters }
 *   worker → page   { id, results }                          on success
 *                   { id, error: { name, message } }         on failure
 *
 * An error keeps its name across the boundary: a shard that cannot be
 * fetched or parsed is a `RetryError` in the page as it is in the worker,
 * which DocSearch shows as its "Unable to fetch results" screen.
 *
 * This module is part of the page's search chunk: it imports only types of
 * the engine, which stays in the worker.
 */
import type { FacetFilters, LocalSearchClient, SearchRequest, SearchResponse, ShardRef } from '../engine/client';
import { SearchUnavailableError } from '../errors';

export interface WorkerInit {
  indexUrl: string;
  shards: ShardRef[];
}

export type WorkerRequest =
  | ({ type: 'init' } & WorkerInit)
  | { type: 'search'; id: number; requests: SearchRequest[] }
  | { type: 'warmUp'; id: number; facetFilters?: FacetFilters };

export interface SerializedError {
  name: string;
  message: string;
}

export type WorkerResponse = { id: number; results: SearchResponse[] } | { id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The page's side of an error: a `RetryError` stays one (DocSearch's error screen). */
export function deserializeError({ name, message }: SerializedError): Error {
  if (name === 'RetryError') return new SearchUnavailableError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Both call shapes of the search contract, as a plain list of requests. */
export function requestList(
  requests: { requests: readonly SearchRequest[] } | readonly SearchRequest[],
): SearchRequest[] {
  return [...(Array.isArray(requests) ? requests : (requests as { requests: readonly SearchRequest[] }).requests)];
}

/**
 * The worker's side: answers each message with the client `init` creates.
 * An `init` with the index and shards of the current client keeps it, and
 * what it has fetched and built: the page may warm a worker up before the
 * client that takes it over says `init` again (titlesWorker.ts).
 * Returns the answer to post, or null for messages that need none.
 */
export function createWorkerHandler(createClient: (init: WorkerInit) => LocalSearchClient) {
  let client: LocalSearchClient | null = null;
  let clientInit = '';
  return async function handle(message: WorkerRequest): Promise<WorkerResponse | null> {
    if (message.type === 'init') {
      const init = JSON.stringify([message.indexUrl, message.shards]);
      if (!client || init !== clientInit) {
        client = createClient({ indexUrl: message.indexUrl, shards: message.shards });
        clientInit = init;
      }
      return null;
    }
    try {
      if (!client) throw new Error('The search worker was not initialised');
      if (message.type === 'warmUp') {
        await client.warmUp(message.facetFilters);
        return { id: message.id, results: [] };
      }
      const { results } = await client.search(message.requests);
      return { id: message.id, results };
    } catch (error) {
      return { id: message.id, error: serializeError(error) };
    }
  };
}

/** What the page needs of a worker (a `Worker`, or a `MessagePort` in tests). */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerResponse }) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: unknown) => void): void;
  terminate?(): void;
}

export interface WorkerClientOptions {
  worker: WorkerLike;
  indexUrl: string;
  shards: readonly ShardRef[];
  /**
   * The in-thread client, created only if the worker fails (its script does
   * not load, or it crashes): pending and later searches run there instead.
   */
  fallback: () => LocalSearchClient;
}

/** The page's side: a client with the search contract whose work happens in the worker. */
export function createWorkerSearchClient({ worker, indexUrl, shards, fallback }: WorkerClientOptions) {
  let nextId = 1;
  let inThread: LocalSearchClient | null = null;
  const pending = new Map<
    number,
    { request: WorkerRequest; resolve: (r: SearchResponse[]) => void; reject: (e: Error) => void }
  >();

  const runInThread = (request: WorkerRequest): Promise<SearchResponse[]> => {
    inThread ??= fallback();
    if (request.type === 'warmUp') return inThread.warmUp(request.facetFilters).then(() => []);
    if (request.type === 'search') return inThread.search(request.requests).then(({ results }) => results);
    return Promise.resolve([]);
  };

  const fail = () => {
    if (inThread) return;
    inThread = fallback();
    worker.terminate?.();
    const waiting = [...pending.values()];
    pending.clear();
    for (const { request, resolve, reject } of waiting) runInThread(request).then(resolve, reject);
  };

  worker.addEventListener('message', ({ data }) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if ('error' in data) entry.reject(deserializeError(data.error));
    else entry.resolve(data.results);
  });
  worker.addEventListener('error', fail);
  worker.addEventListener('messageerror', fail);
  worker.postMessage({ type: 'init', indexUrl, shards: [...shards] });

  function send(request: WorkerRequest & { id: number }): Promise<SearchResponse[]> {
    if (inThread) return runInThread(request);
    return new Promise((resolve, reject) => {
      pending.set(request.id, { request, resolve, reject });
      try {
        worker.postMessage(request);
      } catch (error) {
        // The request could not be cloned: no worker could answer it either.
        pending.delete(request.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  const client: LocalSearchClient & { terminate(): void } = {
    warmUp(facetFilters?: FacetFilters): Promise<void> {
      return send({ type: 'warmUp', id: nextId++, facetFilters }).then(() => undefined);
    },
    search(requests) {
      return send({ type: 'search', id: nextId++, requests: requestList(requests) }).then((results) => ({
        results,
      }));
    },
    addAlgoliaAgent(): void {},
    /**
     * Stops the worker (one no longer needed): what it has not answered
     * yet is refused, and so is anything asked later.
     */
    terminate(): void {
      if (inThread) return;
      inThread = stopped;
      worker.terminate?.();
      const waiting = [...pending.values()];
      pending.clear();
      for (const { reject } of waiting) reject(new SearchUnavailableError('The search worker was stopped'));
    },
  };
  return client;
}

/** What a stopped worker client answers. */
const stopped: LocalSearchClient = {
  warmUp: () => Promise.reject(new SearchUnavailableError('The search worker was stopped')),
  search: () => Promise.reject(new SearchUnavailableError('The search worker was stopped')),
  addAlgoliaAgent(): void {},
};
