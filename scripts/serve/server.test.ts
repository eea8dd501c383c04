import assert from 'node:assert/strict';
import fs from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createStaticServer, pickEncoding, resolvePath } from './server';

const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-')));
const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
};
write('index.html', '<h1>home</h1>');
write('404.html', '<h1>Page Not Found</h1>');
write('docs/index.html', '<h1>docs</h1>');
write('docs/quickstart/index.html', '<h1>quickstart</h1>');
write('docs/quickstart/index/index.html', '<h1>a page named index</h1>');
write('blog.html', '<h1>blog</h1>');
write('assets/js/main.abc.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
write('img/logo.png', 'png');

describe('resolvePath', () => {
  it('maps clean URLs to their HTML file', () => {
    assert.deepEqual(resolvePath(root, '/'), { status: 200, file: path.join(root, 'index.html') });
    assert.deepEqual(resolvePath(root, '/docs'), { status: 200, file: path.join(root, 'docs/index.html') });
    assert.deepEqual(resolvePath(root, '/docs/'), { status: 200, file: path.join(root, 'docs/index.html') });
    assert.deepEqual(resolvePath(root, '/docs/quickstart'), {
      status: 200,
      file: path.join(root, 'docs/quickstart/index.html'),
    });
    assert.deepEqual(resolvePath(root, '/blog'), { status: 200, file: path.join(root, 'blog.html') });
    // A page named "index" below another page: its folder wins over the parent's index.html.
    assert.deepEqual(resolvePath(root, '/docs/quickstart/index'), {
      status: 200,
      file: path.join(root, 'docs/quickstart/index/index.html'),
    });
  });

  it('redirects .html and index.html paths to the bare path', () => {
    assert.deepEqual(resolvePath(root, '/blog.html'), { status: 301, location: '/blog' });
    assert.deepEqual(resolvePath(root, '/docs/index.html'), { status: 301, location: '/docs/' });
    assert.deepEqual(resolvePath(root, '/index.html'), { status: 301, location: '/' });
  });

  it('answers unknown, malformed and escaping paths with the 404 page', () => {
    const notFound = { status: 404, file: path.join(root, '404.html') };
    assert.deepEqual(resolvePath(root, '/no/such/page'), notFound);
    assert.deepEqual(resolvePath(root, '/%E0%A4%A'), notFound);
    assert.deepEqual(resolvePath(root, '/../../etc/passwd'), notFound);
    assert.deepEqual(resolvePath(root, '/%2e%2e/%2e%2e/etc/passwd'), notFound);
    assert.deepEqual(resolvePath(root, '/docs/%00'), notFound);
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    assert.equal(pickEncoding('gzip, deflate, br'), 'br');
    assert.equal(pickEncoding('gzip;q=1.0, br;q=0'), 'gzip');
    assert.equal(pickEncoding('identity'), null);
    assert.equal(pickEncoding(undefined), null);
  });
});

describe('createStaticServer', () => {
  const server = createStaticServer(root);
  let base = '';
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  it('compresses text, caches hashed assets for a year and revalidates pages', async () => {
    const asset = await fetch(`${base}/assets/js/main.abc.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get('content-encoding'), 'gzip');
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    // fetch decodes the body: it is the file as written.
    assert.equal(await asset.text(), fs.readFileSync(path.join(root, 'assets/js/main.abc.js'), 'utf8'));

    const raw = await new Promise<Buffer>((resolve, reject) => {
      get(`${base}/assets/js/main.abc.js`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    assert.ok(raw.length < 200, `Brotli body is ${raw.length} bytes`);
    assert.match(zlib.brotliDecompressSync(raw).toString(), /^console\.log/);

    const page = await fetch(`${base}/docs/quickstart`);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.match(page.headers.get('cache-control') ?? '', /must-revalidate/);
  });

  it('serves the 404 page with status 404, and refuses other methods', async () => {
    const missing = await fetch(`${base}/nope`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page Not Found/);
    const post = await fetch(`${base}/`, { method: 'POST' });
    assert.equal(post.status, 405);
  });

  it('redirects .html URLs', async () => {
    const response = await fetch(`${base}/blog.html`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/blog');
  });
});
