/**
 * Components docs and posts may use without importing them. Each page that
 * names one imports it while the site builds (plugins/mdx-components), so
 * only the pages that render a component download its code. Components every
 * page may need stay in `src/theme/MDXComponents.tsx`.
 */
export const MDX_PAGE_COMPONENTS: Record<string, string> = {
  InstallSnippet: '@site/src/components/InstallSnippet',
  StackBlitzEmbed: '@site/src/components/StackBlitzEmbed',
  YouTubeEmbed: '@site/src/components/YouTubeEmbed',
  Tabs: '@theme/Tabs',
  TabItem: '@theme/TabItem',
};
