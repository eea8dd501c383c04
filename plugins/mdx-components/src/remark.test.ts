import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import remarkImportComponents from './remark';

const components = { Tabs: '@theme/Tabs', InstallSnippet: '@site/src/components/InstallSnippet' };

const jsx = (name: string, children: object[] = []) => ({ type: 'mdxJsxFlowElement', name, children });
const root = (...children: object[]) =>
  ({ type: 'root', children }) as { type: string; children: { type: string; value?: string }[] };

describe('remark plugin importing MDX components', () => {
  it('imports the components a page uses, nested or not, once each', () => {
    const tree = root(
      { type: 'paragraph', children: [{ type: 'text', value: 'Tabs' }] },
      jsx('Tabs', [jsx('TabItem'), jsx('InstallSnippet')]),
      jsx('InstallSnippet'),
    );
    remarkImportComponents({ components })(tree);
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value);
    assert.deepEqual(esm, [
      'import Tabs from "@theme/Tabs";',
      'import InstallSnippet from "@site/src/components/InstallSnippet";',
    ]);
    assert.equal(tree.children[0]!.type, 'mdxjsEsm');
  });

  it('leaves a page without those components as it is', () => {
    const tree = root({ type: 'paragraph', children: [] }, jsx('details'));
    const before = JSON.stringify(tree);
    remarkImportComponents({ components })(tree);
    assert.equal(JSON.stringify(tree), before);
  });

  it('keeps a name the page declares itself', () => {
    const own = {
      type: 'mdxjsEsm',
      value: "import Tabs from './MyTabs';",
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ImportDeclaration', specifiers: [{ local: { name: 'Tabs' } }] }],
        },
      },
    };
    const tree = root(own, jsx('Tabs'), jsx('InstallSnippet'));
    remarkImportComponents({ components })(tree);
    assert.deepEqual(
      tree.children.filter((n) => n.type === 'mdxjsEsm').map((n) => n.value),
      ['import InstallSnippet from "@site/src/components/InstallSnippet";', "import Tabs from './MyTabs';"],
    );
  });
});
