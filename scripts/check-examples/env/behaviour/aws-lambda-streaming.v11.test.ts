/**
 * Behaviour promised by docs/server/adapters/aws-lambda.md and
 * docs/server/subscriptions.md (11.x): the buffered `awsLambdaRequestHandler`
 * returns a subscription's SSE stream only once the subscription has ended,
 * while `awsLambdaStreamingRequestHandler` writes each event as it happens.
 *
 * The Lambda runtime's `awslambda` global is replaced by a stand-in whose
 * `HttpResponseStream.from()` returns the stream it is given.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';

type Lambda = typeof import('@trpc-v11/server/adapters/aws-lambda');

let lambda: Lambda;
let router: ReturnType<typeof makeRouter>;
const pending: Promise<unknown>[] = [];
const TICK_MS = 60;

function makeRouter(server: typeof import('@trpc-v11/server')) {
  const t = server.initTRPC.create();
  return t.router({
    ticks: t.procedure.subscription(async function* () {
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
        yield i;
      }
    }),
    hello: t.procedure.query(() => 'hi'),
  });
}

/** An HTTP API (payload format 2.0) event for `GET /trpc/<path>` */
function httpApiEvent(path: string) {
  return {
    version: '2.0',
    routeKey: 'ANY /trpc/{proxy+}',
    rawPath: `/trpc/${path}`,
    rawQueryString: '',
    headers: { host: 'example.execute-api.eu-west-1.amazonaws.com' },
    pathParameters: { proxy: path },
    isBase64Encoded: false,
    requestContext: {
      domainName: 'example.execute-api.eu-west-1.amazonaws.com',
      http: { method: 'GET', path: `/trpc/${path}`, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
  } as unknown as import('aws-lambda').APIGatewayProxyEventV2;
}

const lambdaContext = { awsRequestId: 'test' } as import('aws-lambda').Context;

before(async () => {
  const server = await import('@trpc-v11/server');
  lambda = await import('@trpc-v11/server/adapters/aws-lambda');
  router = makeRouter(server);
  (globalThis as Record<string, unknown>)['awslambda'] = {
    HttpResponseStream: { from: (stream: Writable) => stream },
  };
});

after(async () => {
  await Promise.all(pending);
  delete (globalThis as Record<string, unknown>)['awslambda'];
});

test('awsLambdaRequestHandler answers a query in one piece', async () => {
  const handler = lambda.awsLambdaRequestHandler({ router });
  const result = await handler(httpApiEvent('hello'), lambdaContext);
  assert.equal(result.statusCode, 200);
  assert.equal(result.body, '{"result":{"data":"hi"}}');
});

test('awsLambdaRequestHandler buffers a subscription until it ends', async () => {
  const handler = lambda.awsLambdaRequestHandler({ router });
  const started = Date.now();
  const call = handler(httpApiEvent('ticks'), lambdaContext);
  pending.push(call);

  // Nothing is returned while the subscription is still running
  const early = await Promise.race([
    call.then(() => 'returned'),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), TICK_MS * 2)),
  ]);
  assert.equal(early, 'still waiting');

  const result = await call;
  assert.ok(Date.now() - started >= TICK_MS * 4 - 10, 'returned only after the last event');
  assert.equal(result.headers?.['content-type'], 'text/event-stream');
  // Every event arrives at once, in a single body
  assert.match(String(result.body), /data: 0\n[\s\S]*data: 3\n[\s\S]*event: return/);
});

test('awsLambdaStreamingRequestHandler writes each event as it is yielded', async () => {
  const handler = lambda.awsLambdaStreamingRequestHandler({ router });
  const started = Date.now();
  const writes: { at: number; text: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      writes.push({ at: Date.now() - started, text: chunk.toString() });
      callback();
    },
  });

  await handler(httpApiEvent('ticks'), sink as never, lambdaContext);

  const first = writes.find((w) => w.text.includes('data: 0'));
  const last = writes.find((w) => w.text.includes('data: 3'));
  assert.ok(first && last, 'both events were written');
  // The first event was written well before the last one existed
  assert.ok(last.at - first.at >= TICK_MS * 2, `first at ${first.at} ms, last at ${last.at} ms`);
});
