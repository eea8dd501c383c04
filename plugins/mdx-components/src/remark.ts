/**
 * Remark plugin: a page imports the MDX components it uses.
 *
 * Authors write `<InstallSnippet …/>`, `<Tabs>` or `<YouTubeEmbed …/>` in
 * any doc or post without an import. Listing them in the theme's MDX
 * component map would do that too, but the map is in the code of every
 * page, so every page would download these components (and Tabs' helpers)
 * whether it shows them or not: ~4 KiB gzip on pages that use none. Here
 * each page that names one gets an `import` of it, and the bundler puts the
 * component with the pages that render it. A name the page already
 * declares (its own import) is left alone.
 */

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  data?: { estree?: Program };
  children?: Node[];
}

interface Program {
  type: 'Program';
  sourceType: 'module';
  body: Statement[];
  comments?: unknown[];
}

interface Statement {
  type: string;
  specifiers?: { local?: { name?: string } }[];
  declarations?: { id?: { type?: string; name?: string } }[];
  declaration?: Statement | null;
  id?: { name?: string } | null;
}

export interface Options {
  /** Component name → module it is the default export of. */
  components: Record<string, string>;
}

function declaredNames(program: Program | undefined, into: Set<string>): void {
  const add = (statement: Statement | null | undefined) => {
    if (!statement) return;
    for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) into.add(specifier.local.name);
    for (const declarator of statement.declarations ?? []) if (declarator.id?.name) into.add(declarator.id.name);
    if (statement.id?.name) into.add(statement.id.name);
    add(statement.declaration);
  };
  for (const statement of program?.body ?? []) add(statement);
}

function walk(node: Node, used: Set<string>, declared: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) used.add(node.name);
  if (node.type === 'mdxjsEsm') declaredNames(node.data?.estree, declared);
  for (const child of node.children ?? []) walk(child, used, declared);
}

/** An `import Name from 'module'` node, with the ESTree MDX compiles. */
export function importNode(name: string, module: string): Node {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(module)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        comments: [],
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: module, raw: JSON.stringify(module) },
          } as unknown as Statement,
        ],
      },
    },
  };
}

export default function remarkImportComponents(options: Options) {
  const known = Object.entries(options.components);
  return (tree: Node): void => {
    const used = new Set<string>();
    const declared = new Set<string>();
    walk(tree, used, declared);
    const imports = known
      .filter(([name]) => used.has(name) && !declared.has(name))
      .map(([name, module]) => importNode(name, module));
    if (imports.length > 0) tree.children = [...imports, ...(tree.children ?? [])];
  };
}
