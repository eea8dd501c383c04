import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./version-data-loader.cjs') as (s: string) => string;

const doc = (id: string) => ({ id, title: id, description: `About ${id}`, sidebar: 'docs' });
const link = (docId: string) => ({ type: 'link', href: `/docs/${docId}`, label: docId, docId });

describe('version data loader', () => {
  const data = {
    version: {
      version: 'current',
      docsSidebars: {
        docs: [
          link('quickstart'),
          {
            type: 'category',
            label: 'Backend Usage',
            href: '/docs/server/introduction',
            items: [
              link('server/routers'),
              { type: 'category', label: 'Adapters', items: [link('server/adapters/express')] },
            ],
          },
          {
            type: 'category',
            label: 'API Reference',
            items: [link('typedoc/server/index')],
          },
        ],
      },
      docs: Object.fromEntries(
        ['quickstart', 'server/routers', 'server/adapters/express', 'typedoc/server/index'].map((id) => [id, doc(id)]),
      ),
    },
  };
  const out = JSON.parse(loader(JSON.stringify(data))) as typeof data;

  it('keeps, whole, the docs a category page shows as cards', () => {
    assert.deepEqual(Object.keys(out.version.docs), ['server/routers']);
    assert.deepEqual(out.version.docs['server/routers'], doc('server/routers'));
  });

  it('drops docs no card shows: top level, under a category without a page, the API reference', () => {
    for (const id of ['quickstart', 'server/adapters/express', 'typedoc/server/index']) {
      assert.equal(id in out.version.docs, false, id);
    }
  });

  it('keeps the sidebars and the rest of the version as they are', () => {
    assert.deepEqual(out.version.docsSidebars, data.version.docsSidebars);
    assert.equal(out.version.version, 'current');
  });

  it('leaves other generated JSON as it is', () => {
    const source = '{"categoryGeneratedIndex":{"title":"Extra Information"}}';
    assert.equal(loader(source), source);
  });
});
