/**
 * Behaviour promised by the 9.x page "Error Formatting"
 * (versioned_docs/version-9.x/server/error-formatting.md), tRPC 9.27.4:
 * - the page's formatter adds Zod's `flatten()` as `data.zodError` next to the
 *   default fields (code, httpStatus, stack, path), status 400;
 * - a formatter that throws gets no error response: with the standalone
 *   adapter the request is never answered and the unhandled rejection ends
 *   the process (child process).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import * as trpc from '@trpc-v9/server';
import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
import { ZodError, z } from 'zod';

test("the page's Zod formatter: data.zodError with the field errors", async () => {
  const appRouter = trpc
    .router()
    .formatError(({ shape, error }) => ({
      ...shape,
      data: {
        ...shape.data,
        zodError: error.code === 'BAD_REQUEST' && error.cause instanceof ZodError ? error.cause.flatten() : null,
      },
    }))
    .mutation('post.create', {
      input: z.object({ title: z.string().min(3, 'Use at least 3 characters'), body: z.string().min(1) }),
      resolve: ({ input }) => ({ id: 1, ...input }),
    });
  const handler = createHTTPHandler({ router: appRouter });
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/post.create`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Hi', body: '' }),
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { code: number; data: Record<string, unknown> } };
    assert.equal(body.error.code, -32600);
    assert.deepEqual(Object.keys(body.error.data), ['code', 'httpStatus', 'stack', 'path', 'zodError']);
    assert.deepEqual(body.error.data.zodError, {
      formErrors: [],
      fieldErrors: {
        title: ['Use at least 3 characters'],
        body: ['String must contain at least 1 character(s)'],
      },
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a formatter that throws: no response, an unhandled rejection ends the process', async () => {
  const child = `
    import http from 'node:http';
    import * as trpc from '@trpc-v9/server';
    import { createHTTPHandler } from '@trpc-v9/server/adapters/standalone';
    const router = trpc.router()
      .formatError(() => { throw new Error('formatter-broke'); })
      .query('x', { resolve: () => { throw new Error('resolver failed'); } });
    const handler = createHTTPHandler({ router });
    const server = http.createServer((req, res) => void handler(req, res));
    server.listen(0, '127.0.0.1', () => {
      fetch('http://127.0.0.1:' + server.address().port + '/x').then(
        (res) => console.log('ANSWERED ' + res.status),
        () => console.log('FETCH FAILED'),
      );
    });
    setTimeout(() => { console.log('SURVIVED'); process.exit(0); }, 3000);
  `;
  const proc = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', path.join(__dirname, '..', '..', 'trpc-aliases.mjs'), '--input-type=module', '-e', child],
    { cwd: path.join(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d) => (stdout += d));
  proc.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => proc.on('close', resolve));
  assert.notEqual(code, 0, `child exited 0:\n${stdout}\n${stderr}`);
  assert.match(stderr, /formatter-broke/);
  assert.doesNotMatch(stdout, /ANSWERED|SURVIVED/);
});
