/**
 * `npm run serve`: the production build served on 127.0.0.1 as a static host
 * serves it (see server.ts).
 *
 *   npm run serve                               # build/ at http://127.0.0.1:3000
 *   npm run serve -- --dir build-hosted --port 4174
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './server';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});

const root = path.resolve(values.dir);
const server = createStaticServer(root);
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${values.host}:${values.port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
