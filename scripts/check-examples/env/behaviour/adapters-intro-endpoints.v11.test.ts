/**
 * Behaviour promised by docs/server/adapters-intro.md (11.x): the URLs every
 * adapter serves, the `405` answer to a wrong method (with an `Allow` header
 * since v11.23), `allowMethodOverride`, and the `pathSeparator` option (added
 * after v11.23).
 */
import assert from 'node:assert/strict';
import { initTRPC } from '@trpc-v11/server';
import { fetchRequestHandler } from '@trpc-v11/server/adapters/fetch';
import { test } from 'node:test';

function makeRouter(pathSeparator?: '~') {
  const t = initTRPC.create(pathSeparator ? { pathSeparator } : {});
  return t.router({
    post: t.router({
      byId: t.procedure.query(() => ({ id: '1' })),
      create: t.procedure.mutation(() => ({ id: '2' })),
    }),
  });
}

async function call(
  path: string,
  init: RequestInit = {},
  opts: { pathSeparator?: '~'; allowMethodOverride?: boolean } = {},
) {
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}`, init),
    router: makeRouter(opts.pathSeparator),
    allowMethodOverride: opts.allowMethodOverride,
  });
  return { status: res.status, allow: res.headers.get('allow'), json: (await res.json()) as any };
}

const postJson = { method: 'POST', headers: { 'content-type': 'application/json' } };

test('queries are GETs with the procedure path in the URL', async () => {
  const res = await call('post.byId');
  assert.equal(res.status, 200);
  assert.deepEqual(res.json, { result: { data: { id: '1' } } });
});

test('batched queries share one URL and answer with an array', async () => {
  const res = await call(`post.byId,post.byId?batch=1&input=${encodeURIComponent('{}')}`);
  assert.equal(res.status, 200);
  assert.equal(res.json.length, 2);
});

test('a mutation sent as GET gets 405 with an Allow header', async () => {
  const res = await call('post.create');
  assert.equal(res.status, 405);
  assert.equal(res.json.error.data.code, 'METHOD_NOT_SUPPORTED');
  assert.equal(res.allow, 'POST');
});

test('a query sent as POST gets 405 unless allowMethodOverride is set', async () => {
  const refused = await call('post.byId', postJson);
  assert.equal(refused.status, 405);
  assert.equal(refused.allow, 'GET');
  const allowed = await call('post.byId', postJson, { allowMethodOverride: true });
  assert.equal(allowed.status, 200);
});

test('pathSeparator changes the URL; dotted paths keep working', async () => {
  assert.equal((await call('post~byId', {}, { pathSeparator: '~' })).status, 200);
  assert.equal((await call('post.byId', {}, { pathSeparator: '~' })).status, 200);
  assert.equal((await call('post~byId')).status, 404);
});
