/**
 * The search worker: fetches, unpacks, indexes and searches the shards off
 * the page's main thread (see workerProtocol.ts). Bundled as a chunk of its
 * own by `new Worker(new URL('./search.worker.ts', import.meta.url))`.
 */
import { createLocalSearchClient } from '../engine/client';
import { fetchShard } from './fetchShard';
import { type WorkerRequest, type WorkerResponse, createWorkerHandler } from './workerProtocol';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: { data: WorkerRequest }) => void): void;
  postMessage(message: WorkerResponse): void;
}

const scope = self as unknown as WorkerScope;

const handle = createWorkerHandler(({ indexUrl, shards }) =>
  createLocalSearchClient({ shards, loadShard: (ref) => fetchShard(indexUrl, ref) }),
);

scope.addEventListener('message', ({ data }) => {
  void handle(data).then((response) => {
    if (response) scope.postMessage(response);
  });
});
