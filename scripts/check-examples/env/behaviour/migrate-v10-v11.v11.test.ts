/**
 * Behaviour promised by docs/migration/migrate-from-v10-to-v11.mdx:
 * - TanStack React Query v5 keeps `isLoading` with a new meaning, which TypeScript cannot
 *   flag: a query without data that is not fetching (here disabled) is `isLoading: true` in
 *   v4 (tRPC v10's peer) and `isLoading: false`, `isPending: true` in v5 (tRPC v11's peer);
 * - the strict Content-Type matching came between 11.19.0 and 11.22.1: 11.22.1 and 11.25.2
 *   accept `Application/JSON; charset=utf-8` and reject `application/json-patch+json` with 415;
 *   11.19.0 did the opposite.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('a disabled query without data: isLoading true in React Query v4, false in v5', async () => {
  const v4 = await import('@tanstack-v4/react-query');
  const v5 = await import('@tanstack-v5/react-query');
  const options = { queryKey: ['post'], queryFn: () => 1, enabled: false };
  const before = new v4.QueryObserver(new v4.QueryClient(), options).getCurrentResult();
  assert.equal(before.status, 'loading');
  assert.equal(before.isLoading, true);
  const after = new v5.QueryObserver(new v5.QueryClient(), options).getCurrentResult();
  assert.equal(after.status, 'pending');
  assert.equal(after.isPending, true);
  assert.equal(after.isLoading, false);
});

async function statusFor(version: string, contentType: string): Promise<number> {
  const { initTRPC } = await import(`${version}/server`);
  const { fetchRequestHandler } = await import(`${version}/server/adapters/fetch`);
  const t = initTRPC.create();
  const router = t.router({
    echo: t.procedure.input((value: unknown) => value).mutation(({ input }: { input: unknown }) => input),
  });
  const req = new Request('http://localhost/echo', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: '{"a":1}',
  });
  const res = await fetchRequestHandler({ endpoint: '', router, req });
  await res.text();
  return res.status;
}

test('Content-Type: exact media type in 11.22.1 and 11.25.2, prefix match in 11.19.0', async () => {
  for (const version of ['@trpc-v11tanstack', '@trpc-v11']) {
    assert.equal(await statusFor(version, 'Application/JSON; charset=utf-8'), 200, version);
    assert.equal(await statusFor(version, 'application/json-patch+json'), 415, version);
  }
  assert.equal(await statusFor('@trpc-v11classic', 'Application/JSON; charset=utf-8'), 415);
  assert.equal(await statusFor('@trpc-v11classic', 'application/json-patch+json'), 200);
});
