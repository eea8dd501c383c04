/**
 * Behaviour promised by the 10.x migration guide's interop section
 * (versioned_docs/version-10.x/migration/migrate-from-v9-to-v10.mdx), tRPC 10.45.4:
 * - `t.mergeRouters(legacy.interop(), …)` compares transformers by identity, and
 *   both the legacy `.transformer()` and `initTRPC.create({ transformer })`
 *   wrap what they get in a new object: the SAME `superjson` on both sides
 *   throws "You seem to have several transformers";
 * - set on one side only (either side), the merged router uses it for the
 *   legacy and the new procedures alike (a Date input arrives as a Date);
 * - error formatters are not wrapped: the same function on both sides merges,
 *   two different ones throw "You seem to have several error formatters".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as trpc from '@trpc-v10/server';
import { initTRPC } from '@trpc-v10/server';
import { fetchRequestHandler } from '@trpc-v10/server/adapters/fetch';
import superjson from 'superjson';
import { z } from 'zod';

type Ctx = { userId: string | null };

function legacyRouter(opts: { transformer?: boolean; formatter?: trpc.ErrorFormatter<Ctx, any> } = {}) {
  let r = trpc.router<Ctx>();
  if (opts.transformer) r = r.transformer(superjson) as unknown as typeof r;
  if (opts.formatter) r = r.formatError(opts.formatter) as unknown as typeof r;
  return r
    .query('when', {
      input: z.date(),
      resolve: ({ input }) => ({ isDate: input instanceof Date }),
    })
    .interop();
}

async function callWithDate(router: trpc.AnyRouter, path: string) {
  const input = encodeURIComponent(JSON.stringify(superjson.serialize(new Date(0))));
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://localhost/trpc/${path}?input=${input}`),
    router,
    createContext: () => ({ userId: null }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const body = (await res.json()) as { result: { data: { json: { isDate: boolean } } } };
  return body.result.data.json.isDate;
}

test('the same superjson on the legacy router and on initTRPC.create() throws', () => {
  const t = initTRPC.context<Ctx>().create({ transformer: superjson });
  assert.throws(
    () => t.mergeRouters(legacyRouter({ transformer: true }), t.router({})),
    /You seem to have several transformers/,
  );
});

for (const side of ['initTRPC.create()', 'the legacy router'] as const) {
  test(`a transformer on ${side} only applies to every procedure of the merged router`, async () => {
    const t = initTRPC.context<Ctx>().create(side === 'initTRPC.create()' ? { transformer: superjson } : {});
    const appRouter = t.mergeRouters(
      legacyRouter({ transformer: side === 'the legacy router' }),
      t.router({ now: t.procedure.input(z.date()).query(({ input }) => ({ isDate: input instanceof Date })) }),
    );
    assert.equal(await callWithDate(appRouter, 'when'), true);
    assert.equal(await callWithDate(appRouter, 'now'), true);
  });
}

test('error formatters: the same function merges, two different ones throw', () => {
  const formatter: trpc.ErrorFormatter<Ctx, any> = ({ shape }) => shape;
  const t = initTRPC.context<Ctx>().create({ errorFormatter: formatter });
  assert.doesNotThrow(() => t.mergeRouters(legacyRouter({ formatter }), t.router({})));
  assert.throws(
    () => t.mergeRouters(legacyRouter({ formatter: ({ shape }) => shape }), t.router({})),
    /You seem to have several error formatters/,
  );
});
