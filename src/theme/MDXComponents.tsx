/**
 * Extends the MDX component map (house style: extend maps, don't copy) so
 * Markdown tables scroll inside a keyboard-focusable region, and partials can
 * link within the reader's docs version. `InstallSnippet`, `Tabs` and the
 * embeds are not in the map, whose code every page loads: the pages that use
 * them import them while the site builds (src/data/mdxComponents.ts).
 * `CodeBlock` is in the map for those components (InstallSnippet): the
 * layout's code fences already load it, and a component that imported it
 * would put a second copy in each page's chunk.
 */
import ScrollableTable from '@site/src/components/ScrollableTable';
import VersionedDocLink from '@site/src/components/VersionedDocLink';
import CodeBlock from '@theme/CodeBlock';
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  VersionedDocLink,
  CodeBlock,
};
