import path from 'node:path';
import { pageWeights } from './bench/page-weight';
import { serveBuild } from './bench/serve';
const PAGES = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/docs/', '/docs/quickstart', '/docs/server/middlewares', '/docs/v10/quickstart', '/blog/introducing-trpc', '/search?q=router', '/docs/typedoc/server/variables/initTRPC', '/docs/server/introduction'];
(async () => {
  const server = await serveBuild(4181);
  try {
    const w = await pageWeights(server.url, path.resolve('build'), PAGES);
    for (const x of w) console.log(x.page.padEnd(45), String(x.files).padStart(3), ((x.jsGzip + x.cssGzip) / 1024).toFixed(1), 'js', (x.jsGzip / 1024).toFixed(1), 'css', (x.cssGzip / 1024).toFixed(1));
  } finally { server.stop(); }
})();
