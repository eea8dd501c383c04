/**
 * Extends the MDX component map (house style: extend maps, don't copy) so
 * docs and posts can use these components without importing them, and so
 * Markdown tables scroll inside a keyboard-focusable region.
 */
import InstallSnippet from '@site/src/components/InstallSnippet';
import ScrollableTable from '@site/src/components/ScrollableTable';
import StackBlitzEmbed from '@site/src/components/StackBlitzEmbed';
import VersionedDocLink from '@site/src/components/VersionedDocLink';
import YouTubeEmbed from '@site/src/components/YouTubeEmbed';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import MDXComponents from '@theme-original/MDXComponents';

export default {
  ...MDXComponents,
  InstallSnippet,
  table: ScrollableTable,
  StackBlitzEmbed,
  VersionedDocLink,
  YouTubeEmbed,
  Tabs,
  TabItem,
};
