/**
 * Hosted mode: sends multi-queries in the body shape the hosted service's
 * v1 API documents and the site spec describes (§7) — `{ requests: [{
 * indexName, params: "query=…&hitsPerPage=…" }] }` — instead of the inline
 * parameters algoliasearch v5 writes. It goes through the client's own
 * transporter, so host fallback, timeouts and retries stay the client's.
 */
interface HostedRequest {
  indexName: string;
  params?: Record<string, unknown> | string;
  [param: string]: unknown;
}

interface TransportRequest {
  method: 'POST';
  path: string;
  queryParameters: Record<string, never>;
  headers: Record<string, never>;
  data: Record<string, unknown>;
  useReadTransporter: boolean;
  cacheable: boolean;
}

interface Transporter {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches algoliasearch's generic request()
  request: (request: TransportRequest, options?: any) => Promise<unknown>;
}

/** Algolia's query-string form of search parameters; objects become JSON. */
type SearchFn = (
  arg: { requests: readonly HostedRequest[] } | readonly HostedRequest[],
  requestOptions?: unknown,
) => Promise<unknown>;

export function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`,
    )
    .join('&');
}

export function toParamsBody(requests: readonly HostedRequest[]): {
  requests: { indexName: string; params: string }[];
} {
  return {
    requests: requests.map(({ indexName, params, ...inline }) => {
      const merged = typeof params === 'string' ? params : serializeParams({ ...inline, ...params });
      const extra = typeof params === 'string' && Object.keys(inline).length ? `&${serializeParams(inline)}` : '';
      return { indexName, params: merged + extra };
    }),
  };
}

export function withParamsBody<C extends { transporter: Transporter }>(client: C): C & { search: SearchFn } {
  const search: SearchFn = (arg, requestOptions) => {
    const list = Array.isArray(arg) ? arg : (arg as { requests: readonly HostedRequest[] }).requests;
    return client.transporter.request(
      {
        method: 'POST',
        path: '/1/indexes/*/queries',
        queryParameters: {},
        headers: {},
        data: toParamsBody(list),
        useReadTransporter: true,
        cacheable: true,
      },
      requestOptions,
    );
  };
  return { ...client, search };
}
