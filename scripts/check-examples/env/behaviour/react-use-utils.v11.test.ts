/**
 * Behaviour promised by docs/client/react/useUtils.mdx (11.x, @trpc/react-query 11.19.0 with its exact peers
 * @trpc/server and @trpc/client 11.19.0), section "Invalidate after every mutation":
 * - `overrides.useMutation.onSuccess` runs after every successful `useMutation()`, with `meta` (`{}` when the hook
 *   has none) and the provider's `queryClient`;
 * - `originalFn()` runs the hook's `onSuccess`; the `onSuccess` of the mutation defaults runs when the hook has none,
 *   and also when the hook's returns nothing (the two are chained with `??`), but not after an `async` one.
 *
 * The hooks run under `renderToString` (no DOM needed); the mutations are then run through the results it returned.
 * The runner's module hook (trpc-aliases.mjs) resolves the imports made inside `@trpc-v11/react-query` and
 * `@trpc-v11classic/*` to the 11.19.0 set (`@tanstack/react-query` to the v5 alias).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';

test('overrides.useMutation.onSuccess and originalFn: which onSuccess callbacks run', async () => {
  const RQ = await import('@tanstack-v5/react-query');
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createTRPCReact } = await import('@trpc-v11/react-query');
  const { initTRPC } = await import('@trpc-v11classic/server');
  const { observable } = await import('@trpc-v11classic/server/observable');
  const { z } = await import('zod');

  const t = initTRPC.create();
  const appRouter = t.router({
    post: t.router({ add: t.procedure.input(z.object({ title: z.string() })).mutation(({ input }) => input) }),
  });

  const calls: string[] = [];
  const seen: { meta: unknown; sameClient: boolean }[] = [];
  const queryClient = new RQ.QueryClient();
  const trpc = createTRPCReact<typeof appRouter>({
    overrides: {
      useMutation: {
        async onSuccess(opts) {
          seen.push({ meta: opts.meta, sameClient: opts.queryClient === queryClient });
          await opts.originalFn();
        },
      },
    },
  });
  const client = trpc.createClient({
    links: [
      () =>
        ({ op }) =>
          observable((observer) => {
            observer.next({ result: { type: 'data', data: op.input } });
            observer.complete();
          }),
    ],
  });
  queryClient.setMutationDefaults([['post', 'add']], {
    onSuccess: () => {
      calls.push('defaults');
    },
  });

  type Mutation = { mutateAsync: (input: { title: string }) => Promise<unknown> };
  const hooks: Record<string, Mutation> = {};
  function Component() {
    hooks.sync = trpc.post.add.useMutation({
      onSuccess: () => {
        calls.push('hook (sync)');
      },
    });
    hooks.async = trpc.post.add.useMutation({
      onSuccess: async () => {
        calls.push('hook (async)');
      },
    });
    hooks.none = trpc.post.add.useMutation({ meta: { skipInvalidation: true } });
    return null;
  }
  renderToString(React.createElement(trpc.Provider, { client, queryClient }, React.createElement(Component)));

  await hooks.sync!.mutateAsync({ title: 'a' });
  assert.deepEqual(calls, ['hook (sync)', 'defaults']);
  calls.length = 0;
  await hooks.async!.mutateAsync({ title: 'b' });
  assert.deepEqual(calls, ['hook (async)']);
  calls.length = 0;
  await hooks.none!.mutateAsync({ title: 'c' });
  assert.deepEqual(calls, ['defaults']);

  assert.deepEqual(seen, [
    { meta: {}, sameClient: true },
    { meta: {}, sameClient: true },
    { meta: { skipInvalidation: true }, sameClient: true },
  ]);
  queryClient.clear();
});
