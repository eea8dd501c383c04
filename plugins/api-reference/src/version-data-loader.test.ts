import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./version-data-loader.cjs') as (
  this: { getOptions(): { idPrefix: string } },
  s: string,
) => string;
const run = (source: string) => loader.call({ getOptions: () => ({ idPrefix: 'typedoc/' }) }, source);

describe('version data loader', () => {
  it("drops the reference pages' descriptions and keeps everything else", () => {
    const data = {
      version: {
        version: 'current',
        docsSidebars: { docs: [{ type: 'link', href: '/docs/typedoc/server', label: 'server' }] },
        docs: {
          'server/routers': {
            id: 'server/routers',
            title: 'Define Routers',
            description: 'How to define',
            sidebar: 'docs',
          },
          'typedoc/server/index': {
            id: 'typedoc/server/index',
            title: '@trpc/server',
            description: 'The server',
            sidebar: 'docs',
          },
        },
      },
    };
    const out = JSON.parse(run(JSON.stringify(data))) as typeof data;
    assert.deepEqual(out.version.docs['server/routers'], data.version.docs['server/routers']);
    assert.deepEqual(out.version.docs['typedoc/server/index'], {
      id: 'typedoc/server/index',
      title: '@trpc/server',
      sidebar: 'docs',
    });
    assert.deepEqual(out.version.docsSidebars, data.version.docsSidebars);
  });

  it('leaves other generated JSON as it is', () => {
    const source = '{"categoryGeneratedIndex":{"title":"Extra Information"}}';
    assert.equal(run(source), source);
  });
});
