/**
 * Behaviour promised by docs/server/context.md (11.x): the AWS Lambda adapter
 * does not require `createContext`, even when the context type has a required
 * property (the page pins that it compiles with a hidden code block). Without
 * it, procedures get `ctx` as `undefined`: one that does not read it answers,
 * one that reads `ctx.user` answers HTTP 500 with `INTERNAL_SERVER_ERROR`.
 * It also pins the page's pitfall that a throwing `createContext` fails every
 * call of a batch, and that one request makes one context.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { initTRPC, TRPCError } from '@trpc-v11/server';
import { awsLambdaRequestHandler } from '@trpc-v11/server/adapters/aws-lambda';
import { createHTTPServer } from '@trpc-v11/server/adapters/standalone';
import type { APIGatewayProxyEventV2, Context as LambdaContext } from 'aws-lambda';

const t = initTRPC.context<{ user: { name: string } }>().create();
const seen: unknown[] = [];
const appRouter = t.router({
  hello: t.procedure.query(() => 'hi'),
  whoami: t.procedure.query(({ ctx }) => {
    seen.push(ctx);
    return ctx.user.name;
  }),
});

/** An HTTP API (payload format 2.0) event for `GET /<path>` */
function httpApiEvent(path: string): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: `/${path}`,
    rawQueryString: '',
    headers: { host: 'example.execute-api.eu-west-1.amazonaws.com' },
    isBase64Encoded: false,
    requestContext: {
      domainName: 'example.execute-api.eu-west-1.amazonaws.com',
      http: { method: 'GET', path: `/${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

const lambdaContext = { awsRequestId: 'test' } as LambdaContext;

test('a Lambda handler without createContext answers procedures that do not read ctx', async () => {
  const handler = awsLambdaRequestHandler({ router: appRouter });
  const result = await handler(httpApiEvent('hello'), lambdaContext);
  assert.equal(result.statusCode, 200);
  assert.equal(result.body, '{"result":{"data":"hi"}}');
});

test('a Lambda handler without createContext gives ctx undefined: reading ctx.user is a 500', async () => {
  const errors: string[] = [];
  const handler = awsLambdaRequestHandler({
    router: appRouter,
    onError: ({ error }) => errors.push(error.code),
  });
  seen.length = 0;
  const result = await handler(httpApiEvent('whoami'), lambdaContext);
  assert.deepEqual(seen, [undefined]);
  assert.equal(result.statusCode, 500);
  const body = JSON.parse(result.body ?? '') as { error: { message: string; data: { code: string } } };
  assert.equal(body.error.data.code, 'INTERNAL_SERVER_ERROR');
  assert.equal(body.error.message, "Cannot read properties of undefined (reading 'user')");
  assert.deepEqual(errors, ['INTERNAL_SERVER_ERROR']);
});

test('with createContext, the Lambda handler passes the context on', async () => {
  const handler = awsLambdaRequestHandler({ router: appRouter, createContext: () => ({ user: { name: 'Ada' } }) });
  const result = await handler(httpApiEvent('whoami'), lambdaContext);
  assert.equal(result.statusCode, 200);
  assert.equal(result.body, '{"result":{"data":"Ada"}}');
});

test('one context per request; a throwing createContext fails every call of the batch', async () => {
  let created = 0;
  const server = createHTTPServer({
    router: appRouter,
    createContext: () => {
      created++;
      if (created > 1) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'no session' });
      return { user: { name: 'Ada' } };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hello,whoami?batch=1&input={}`;
    const first = await fetch(url);
    assert.equal(first.status, 200);
    assert.equal(await first.text(), '[{"result":{"data":"hi"}},{"result":{"data":"Ada"}}]');
    assert.equal(created, 1);

    const second = await fetch(url);
    assert.equal(second.status, 401);
    const body = (await second.json()) as { error: { message: string; data: { code: string } } }[];
    assert.deepEqual(
      body.map((item) => [item.error.data.code, item.error.message]),
      [
        ['UNAUTHORIZED', 'no session'],
        ['UNAUTHORIZED', 'no session'],
      ],
    );
    assert.equal(created, 2);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
