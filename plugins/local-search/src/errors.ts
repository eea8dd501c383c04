/**
 * Named as algoliasearch names unreachable hosts, which DocSearch maps to its
 * error screen. In a module of its own, like limits.ts, so that the page's
 * side of the search worker can rebuild it without pulling the engine into
 * the page's chunk.
 */
export class SearchUnavailableError extends Error {
  override readonly name = 'RetryError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
