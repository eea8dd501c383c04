/**
 * Behaviour promised by docs/client/nextjs/server-actions.mdx (11.x: `experimental_nextAppDirCaller` from
 * @trpc/server 11.25.2, the action hook from @trpc/next 11.19.0 with its exact peers @trpc/server and @trpc/client
 * 11.19.0), outside a Next.js request (the page's production-build observations were made in Next.js 15.5):
 * - "Form actions": `normalizeFormData` converts a mutation's `FormData`, never a query's;
 * - Pitfalls: the caller does not strip keys the schema does not name (a router caller does), and `.strict()`
 *   rejects them with BAD_REQUEST; a `pathExtractor` that reads `meta.span` on a procedure without `.meta()` throws a
 *   TypeError before the resolver runs, and `onError` is not told;
 * - "Errors": a throwing `createContext` fails the call with INTERNAL_SERVER_ERROR "Failed to create context" (the
 *   original error as `cause`), without calling `onError`;
 * - "Install" / "The action hook": `@trpc/react-query` and `@tanstack/react-query` are optional peers of @trpc/next,
 *   and the hook works with both unresolvable; `useAction`'s `mutateAsync` resolves to `undefined` in 11.19.0 while
 *   `onSuccess` gets the output.
 *
 * The runner's module hook (trpc-aliases.mjs) resolves the `@trpc/*` imports made inside `@trpc-v11/next` and
 * `@trpc-v11classic/*` to the 11.19.0 set; the hook below makes `@trpc/react-query` and `@tanstack/react-query` fail to
 * resolve, as in a project that installs neither.
 */
import assert from 'node:assert/strict';
import { createRequire, register } from 'node:module';
import { test } from 'node:test';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@trpc/react-query') || specifier.startsWith('@tanstack/react-query')) {
    throw new Error('not installed: ' + specifier);
  }
  return next(specifier, context);
}`),
);

const require = createRequire(__filename);

async function caller() {
  const { initTRPC } = await import('@trpc-v11/server');
  const { experimental_nextAppDirCaller } = await import('@trpc-v11/server/adapters/next-app-dir');
  const { z } = await import('zod');
  const errors: string[] = [];
  const t = initTRPC.context<{ userId: string }>().meta<{ span: string }>().create();
  const action = t.procedure.experimental_caller(
    experimental_nextAppDirCaller({
      createContext: async () => ({ userId: 'u1' }),
      pathExtractor: ({ meta }: { meta: { span: string } | undefined }) => meta?.span ?? '',
      onError: ({ error }) => errors.push(error.code),
    }),
  );
  return { t, action, errors, z, experimental_nextAppDirCaller };
}

test("normalizeFormData converts a mutation's FormData, not a query's", async () => {
  const { action, z } = await caller();
  const form = new FormData();
  form.append('title', 'T');
  form.append('tag', 'a');
  form.append('tag', 'b');
  const mutation = action.input(z.any()).mutation(async ({ input }) => input);
  assert.deepEqual(await mutation(form), { title: 'T', tag: ['a', 'b'] });
  const query = action.input(z.object({ title: z.string() })).query(async ({ input }) => input);
  await assert.rejects(query(form as never), { code: 'BAD_REQUEST' });
});

test('the caller keeps keys the schema does not name; .strict() rejects them; createCaller strips them', async () => {
  const { t, action, errors, z } = await caller();
  const update = action.input(z.object({ name: z.string() })).mutation(async ({ input }) => input);
  assert.deepEqual(await update({ name: 'Ada', role: 'admin' } as never), { name: 'Ada', role: 'admin' });
  const strict = action.input(z.object({ name: z.string() }).strict()).mutation(async ({ input }) => input);
  await assert.rejects(strict({ name: 'Ada', role: 'admin' } as never), { code: 'BAD_REQUEST' });
  assert.deepEqual(errors, ['BAD_REQUEST']);
  const router = t.router({ update: t.procedure.input(z.object({ name: z.string() })).mutation(({ input }) => input) });
  const viaRouter = router.createCaller({ userId: 'u1' });
  assert.deepEqual(await viaRouter.update({ name: 'Ada', role: 'admin' } as never), { name: 'Ada' });
});

test('a failing createContext or pathExtractor fails the call without onError', async () => {
  const { t, experimental_nextAppDirCaller } = await caller();
  const told: string[] = [];
  const badContext = t.procedure.experimental_caller(
    experimental_nextAppDirCaller({
      createContext: async () => {
        throw new Error('boom');
      },
      onError: ({ error }) => told.push(error.code),
    }),
  );
  await assert.rejects(badContext.mutation(async () => 1)(), (err: any) => {
    assert.equal(err.code, 'INTERNAL_SERVER_ERROR');
    assert.equal(err.message, 'Failed to create context');
    assert.equal(err.cause.message, 'boom');
    return true;
  });
  let ran = false;
  const badPath = t.procedure.experimental_caller(
    experimental_nextAppDirCaller({
      createContext: async () => ({ userId: 'u1' }),
      pathExtractor: ({ meta }: { meta: any }) => meta.span,
      onError: ({ error }) => told.push(error.code),
    }),
  );
  await assert.rejects(
    badPath.mutation(async () => {
      ran = true;
    })(),
    (err: unknown) => err instanceof TypeError && /reading 'span'/.test(err.message),
  );
  assert.equal(ran, false);
  assert.deepEqual(told, []);
});

test('the action hook needs neither @trpc/react-query nor @tanstack/react-query; mutateAsync resolves to undefined', async () => {
  const pkg = require('@trpc-v11/next/package.json');
  assert.equal(pkg.version, '11.19.0');
  assert.equal(pkg.peerDependencies['@trpc/server'], '11.19.0');
  assert.equal(pkg.peerDependenciesMeta['@trpc/react-query'].optional, true);
  assert.equal(pkg.peerDependenciesMeta['@tanstack/react-query'].optional, true);

  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { initTRPC } = await import('@trpc-v11classic/server');
  const { experimental_createServerActionHandler } = await import('@trpc-v11/next/app-dir/server');
  const { experimental_createActionHook, experimental_serverActionLink } = await import(
    '@trpc-v11/next/app-dir/client'
  );
  const t = initTRPC.create();
  const action = experimental_createServerActionHandler(t, {})(t.procedure.mutation(async () => ({ id: 7 })));
  assert.deepEqual(await action(undefined), { result: { data: { id: 7 } } });

  const useAction = experimental_createActionHook<typeof t>({ links: [experimental_serverActionLink()] });
  let hook: { mutateAsync: () => Promise<unknown> } | undefined;
  const seen: unknown[] = [];
  function Probe() {
    hook = useAction(action, { onSuccess: (data) => void seen.push(data) });
    return null;
  }
  renderToString(React.createElement(Probe));
  assert.ok(hook);
  assert.equal(await hook.mutateAsync(), undefined);
  assert.deepEqual(seen, [{ id: 7 }]);
});
