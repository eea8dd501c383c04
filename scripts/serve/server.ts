/**
 * Serves a production build the way a static host does: clean URLs, the
 * site's 404 page for unknown paths, gzip or Brotli on text files, and
 * long-lived caching for the content-hashed assets. `docusaurus serve`
 * sends every file uncompressed, which no real host does and which made a
 * phone-profile Lighthouse run measure 3–4 times the bytes a reader gets.
 *
 * Used by `npm run serve`, the end-to-end specs and `npm run bench`, so all
 * three measure what a deployment serves.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|xslt\+xml|manifest\+json)|image\/svg\+xml)/;

export interface Resolved {
  status: 200 | 301 | 404;
  /** The file to send (the 404 page for a 404), or the redirect target. */
  file?: string;
  location?: string;
}

/**
 * Maps a URL path to a file of the build, as static hosts do for Docusaurus:
 * `/a/b` is `a/b/index.html` or else `a/b.html`, `/a/` is `a/index.html`, and a
 * path ending in `.html` or `index.html` redirects to its bare form.
 */
export function resolvePath(root: string, urlPath: string): Resolved {
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath);
  } catch {
    return notFound(root);
  }
  if (pathname.includes('\0')) return notFound(root);
  const bare = pathname.replace(/(\/index)?\.html$/, (_m, index: string | undefined) => (index ? '/' : ''));
  if (bare !== pathname && bare !== '') return { status: 301, location: encodeURI(bare) };

  const target = path.resolve(root, `.${pathname}`);
  // Nothing outside the build folder, whatever the path says.
  if (target !== root && !target.startsWith(root + path.sep)) return notFound(root);
  const candidates = pathname.endsWith('/')
    ? [path.join(target, 'index.html')]
    : // `a/b/index.html` before `a/b.html`: /docs/typedoc/client/index is
      // `client/index/index.html`, while `client/index.html` is /docs/typedoc/client.
      [target, path.join(target, 'index.html'), `${target}.html`];
  for (const file of candidates) {
    if (isFile(file)) return { status: 200, file };
  }
  return notFound(root);
}

function notFound(root: string): Resolved {
  const page = path.join(root, '404.html');
  return { status: 404, file: isFile(page) ? page : undefined };
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The encoding to answer with, from the request's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

/**
 * Brotli's quality for bodies compressed on the fly, as hosts compress
 * pages (they keep 9 and up for files compressed ahead of time). Over the
 * build's text files, quality 6 gave bodies 2% larger than 9 for a
 * hundredth of the CPU time (400 files: 0.25 s against 20.6 s), which the
 * end-to-end run, serving every page once, spent on its server.
 */
const BROTLI_QUALITY = 6;

export function createStaticServer(root: string): http.Server {
  const dir = path.resolve(root);
  // Compressed bodies are kept per file, encoding and modification time.
  const compressed = new Map<string, Buffer>();

  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const resolved = resolvePath(dir, pathname);
    if (resolved.status === 301) {
      res.writeHead(301, { Location: resolved.location }).end();
      return;
    }
    if (!resolved.file) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const file = resolved.file;
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const stat = fs.statSync(file);
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      // Content-hashed bundles never change; pages and everything else are
      // revalidated.
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
    };
    let body: Buffer = fs.readFileSync(file);
    const encoding = COMPRESSIBLE.test(type) && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    if (COMPRESSIBLE.test(type)) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const key = `${file}\0${encoding}\0${stat.mtimeMs}`;
      let packed = compressed.get(key);
      if (!packed) {
        packed =
          encoding === 'br'
            ? zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : zlib.gzipSync(body, { level: 9 });
        compressed.set(key, packed);
      }
      body = packed;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(resolved.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  // Node closes an idle kept-alive connection after 5 s; a client that sends
  // its next request on it at that moment gets ECONNRESET (the likely cause of
  // one the llms spec met on a busy machine). Hosts keep them longer (nginx 75 s).
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  return server;
}
