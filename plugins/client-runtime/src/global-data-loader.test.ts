import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { omitDocs } = require('./global-data-loader.cjs') as {
  omitDocs(source: string, prefixes: string[]): string;
};

const doc = (path: string) => ({ id: path.slice(6), path, sidebar: 'docs' });
const globalData = {
  'docusaurus-plugin-content-docs': {
    default: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          mainDocId: 'intro',
          docs: [doc('/docs/intro'), doc('/docs/typedoc'), doc('/docs/typedoc/a')],
        },
        { name: '10.x', mainDocId: 'intro', docs: [doc('/docs/v10/intro'), doc('/docs/v10/typedocs')] },
      ],
    },
  },
  'local-search': { default: { hosted: null } },
};

describe('global data loader', () => {
  it('drops the docs under an omitted prefix and keeps everything else', () => {
    const out = JSON.parse(omitDocs(JSON.stringify(globalData), ['/docs/typedoc']));
    const versions = out['docusaurus-plugin-content-docs'].default.versions;
    assert.deepEqual(
      versions.map((v: { docs: { path: string }[] }) => v.docs.map((d) => d.path)),
      [['/docs/intro'], ['/docs/v10/intro', '/docs/v10/typedocs']],
    );
    assert.deepEqual(out['local-search'], globalData['local-search']);
    assert.equal(versions[0].mainDocId, 'intro');
  });

  it('passes the data through untouched without prefixes', () => {
    const source = JSON.stringify(globalData);
    assert.equal(omitDocs(source, []), source);
  });
});
