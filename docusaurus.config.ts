import type * as Preset from '@docusaurus/preset-classic';
import type { Config } from '@docusaurus/types';
import {
  API_REFERENCE_DIR,
  API_REFERENCE_ROUTE,
  API_REFERENCE_INSTALL_DIR,
  API_REFERENCE_PACKAGES,
  API_REFERENCE_RESOLVE,
  apiReferenceEnabled,
} from './src/data/apiReference';
import { darkCodeTheme, lightCodeTheme } from './src/data/codeThemes';
import { MDX_PAGE_COMPONENTS } from './src/data/mdxComponents';
import { DOCS_VERSIONS, docsVersionRoute } from './src/data/versions';
import type { Options as ApiReferenceOptions } from './plugins/api-reference/src/index';
import type { Options as ClientRuntimeOptions } from './plugins/client-runtime/src/index';
import remarkApiLinks, { type Options as ApiLinksOptions } from './plugins/api-reference/src/remark';
import remarkCodeExamples from './plugins/code-examples/src/remark';
import type { Options as CodeHighlightOptions } from './plugins/code-highlight/src/index';
import remarkHighlightCode from './plugins/code-highlight/src/remark';
import type { Options as LlmsTxtOptions } from './plugins/llms-txt/src/index';
import remarkImportComponents, { type Options as MdxComponentsOptions } from './plugins/mdx-components/src/remark';
import type { Options as LocalSearchOptions } from './plugins/local-search/src/options';
import { isDevServer } from './plugins/shared/devServer';

/*
 * Configuration only wires things together. Behaviour lives in `plugins/`
 * and `src/theme/`; the environment switches are documented in README.md.
 */
const env = {
  /** `docusaurus build` (not the development server). */
  productionBuild: process.argv[2] === 'build',
  /** Google Analytics 4 measurement id; analytics are off when unset. */
  gtagTrackingId: process.env.GTAG_TRACKING_ID?.trim() || undefined,
  /** Loads the X (Twitter) widgets script for embedded posts when "1". */
  socialWidgets: process.env.SOCIAL_WIDGETS === '1',
  /**
   * Hosted search service (DocSearch). Unset: search runs in the browser on
   * the index built with the site, with no network.
   */
  hostedSearch:
    process.env.DOCSEARCH_APP_ID && process.env.DOCSEARCH_API_KEY
      ? {
          appId: process.env.DOCSEARCH_APP_ID,
          apiKey: process.env.DOCSEARCH_API_KEY,
          indexName: process.env.DOCSEARCH_INDEX_NAME || 'trpc',
        }
      : null,
  /** Set TYPEDOC to "0" (or "false") to build without the generated API reference. */
  typedoc: apiReferenceEnabled(),
};

const GITHUB_URL = 'https://github.com/trpc/trpc';

/** Pages import the MDX components they use (plugins/mdx-components). */
const mdxComponents = [
  remarkImportComponents,
  { components: MDX_PAGE_COMPONENTS } satisfies MdxComponentsOptions,
] as const;

const config = {
  title: 'tRPC',
  tagline: 'Move Fast and Break Nothing.\nEnd-to-end typesafe APIs made easy.',
  favicon: 'img/favicon.svg',
  url: 'https://trpc.io',
  baseUrl: '/',
  organizationName: 'trpc',
  projectName: 'trpc',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'throw' },
    // Explicit heading ids (`## Title {#id}`) keep anchors stable when a
    // heading is reworded; the v4 defaults would turn the syntax off.
    mdx1Compat: { comments: false, admonitions: false, headingIds: true },
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // Browser storage keys stay un-namespaced ("theme",
      // "docs-preferred-version-default", …), as the site spec names them.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Docusaurus Faster, with two exceptions that keep a production build
    // near 1.1 GB instead of 1.35-1.6 GB (npm run bench, whole process tree):
    // - pages are rendered in the main thread: worker threads each load the
    //   server bundle, and the rendering costs no more CPU time this way;
    // - `docusaurus build` keeps no persistent Rspack cache. A build runs once
    //   in CI and on deploy, where the cache is cold anyway and writing it only
    //   adds memory; a repeated local build takes ~30 s instead of ~19 s. The
    //   development server keeps the cache.
    // Always on: plugins/client-runtime relies on Rspack (the classic Webpack
    // toolchain cannot build the site, so it is not offered as a switch).
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: !env.productionBuild,
      ssgWorkerThreads: false,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${GITHUB_URL}/tree/main/www/`,
          lastVersion: 'current',
          includeCurrentVersion: true,
          versions: Object.fromEntries(
            DOCS_VERSIONS.map((v) => [
              v.name,
              { label: v.label, path: v.path || undefined, banner: v.banner, badge: true },
            ]),
          ),
          beforeDefaultRemarkPlugins: [
            remarkCodeExamples,
            remarkHighlightCode,
            mdxComponents,
            // Inline code naming an 11.x export links to its reference page.
            [
              remarkApiLinks,
              { siteDir: __dirname, contentDir: 'docs', referenceDir: API_REFERENCE_DIR } satisfies ApiLinksOptions,
            ],
          ],
        },
        blog: {
          showReadingTime: true,
          editUrl: `${GITHUB_URL}/tree/main/www/`,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: ['rss', 'atom'], xslt: false },
          beforeDefaultRemarkPlugins: [remarkCodeExamples, remarkHighlightCode, mdxComponents],
        },
        pages: {
          beforeDefaultRemarkPlugins: [remarkCodeExamples, remarkHighlightCode, mdxComponents],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // The crash-test page exists for the error-fallback spec only.
          ignorePatterns: ['/crash-test'],
        },
        gtag: env.gtagTrackingId ? { trackingID: env.gtagTrackingId, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      './plugins/api-reference/src/index.ts',
      {
        enabled: env.typedoc,
        packages: API_REFERENCE_PACKAGES,
        resolve: API_REFERENCE_RESOLVE,
        installDir: API_REFERENCE_INSTALL_DIR,
        outDir: API_REFERENCE_DIR,
        cacheDir: 'node_modules/.cache/typedoc',
        sourceLinkTemplate: `${GITHUB_URL}/blob/v{version}/packages/{package}/{path}#L{line}`,
        // `npm start` serves pages while the reference is generated.
        background: isDevServer(),
      } satisfies ApiReferenceOptions,
    ],
    // Lighter client runtime: idle-time prefetching, a leaner route registry,
    // page chunks named in each page's HTML, and the routes of each docs
    // version and of the API reference loaded with the pages under them
    // (plugins/client-runtime): a page carries only its own section's routes.
    [
      './plugins/client-runtime/src/index.ts',
      {
        lazyRoutePrefixes: [...DOCS_VERSIONS.map(docsVersionRoute), API_REFERENCE_ROUTE],
        lazySidebarPrefixes: [API_REFERENCE_ROUTE],
        globalDataOmitDocsUnder: [API_REFERENCE_ROUTE],
        // The home, media and pricing pages' CSS modules load with those pages.
        lazyCssUnder: ['src/pages'],
      } satisfies ClientRuntimeOptions,
    ],
    // The stylesheet every page loads loses the rules that can match nothing
    // the site renders (plugins/unused-css).
    './plugins/unused-css/src/index.ts',
    // Old URLs keep working on any static host: a small page per path
    // (src/data/legacyRedirects.ts, kept out of the config the pages load).
    './plugins/legacy-redirects/src/index.ts',
    [
      './plugins/code-highlight/src/index.ts',
      { lightTheme: lightCodeTheme, darkTheme: darkCodeTheme } satisfies CodeHighlightOptions,
    ],
    [
      './plugins/local-search/src/index.ts',
      {
        hosted: env.hostedSearch,
        excludeRoutes: [
          '/crash-test',
          '/blog/archive',
          '/blog/authors',
          '/blog/authors/*',
          '/blog/tags',
          '/blog/tags/*',
        ],
        // The generated reference is a group of its own, ranked after the
        // guide page on the same subject.
        groups: [{ routes: ['/docs/typedoc/*'], lvl0: 'API Reference', pageRank: -1 }],
        missingResultsUrl: `${GITHUB_URL}/issues/new`,
      } satisfies LocalSearchOptions,
    ],
    [
      './plugins/llms-txt/src/index.ts',
      {
        description:
          'tRPC lets a TypeScript client call procedures on a TypeScript server with inputs and outputs type-checked end to end, with no schema and no code generation.',
        onUnknownComponent: 'throw',
      } satisfies LlmsTxtOptions,
    ],
  ],

  scripts: env.socialWidgets ? [{ src: 'https://platform.twitter.com/widgets.js', async: true }] : [],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'keywords', content: 'trpc, typescript, rpc, api, typesafe, react, nextjs' },
      { name: 'twitter:site', content: '@trpcio' },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: 'v11-docs',
      content:
        'tRPC v11 is here. Moving from v10? Read the <a href="/docs/migrate-from-v10-to-v11">migration guide</a>.',
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
      versionPersistence: 'localStorage',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'tRPC',
      hideOnScroll: true,
      logo: { alt: 'tRPC logo', src: 'img/logo.svg' },
      items: [
        // Doc items follow the version the reader is on (or prefers).
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },
        { type: 'custom-docPage', docId: 'main/quickstart', label: 'Quickstart' },
        { type: 'custom-docPage', docId: 'community/awesome-trpc', label: 'Awesome tRPC Collection' },
        { type: 'custom-docPage', docId: 'client/nextjs/introduction', label: 'Using Next.js' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownActiveClassDisabled: true,
        },
        {
          href: GITHUB_URL,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'GitHub repository',
        },
        {
          href: 'https://x.com/trpcio',
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--x',
          'aria-label': 'tRPC on X',
        },
        {
          href: 'https://trpc.io/discord',
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--discord',
          'aria-label': 'tRPC Discord server',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Docs', to: '/docs' },
            { label: 'Usage with Next.js', to: '/docs/client/nextjs' },
            { label: 'FAQ / Troubleshooting', to: '/docs/faq' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: GITHUB_URL },
            { label: 'X', href: 'https://x.com/trpcio' },
            { label: 'Discord', href: 'https://trpc.io/discord' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Media assets', to: '/media' },
            { label: 'Sponsor tRPC', href: 'https://github.com/sponsors/KATT' },
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the tRPC contributors. Docs content available under the MIT licence.`,
    },
    prism: {
      // Code is highlighted at build time by plugins/code-highlight, which
      // takes the themes as its own options. The theme config ships to every
      // page, so it gets empty themes instead of theme-classic's default one.
      theme: { plain: {}, styles: [] },
      darkTheme: { plain: {}, styles: [] },
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
