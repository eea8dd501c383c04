/**
 * Every upstream file a plugin of ours (or an ejected swizzle) replaces,
 * patches, stands in for or mirrors, pinned by its SHA-256 as installed when
 * the code was written against it. `upstreamLedger.test.ts` hashes each file
 * in `node_modules`: a Docusaurus or DocSearch upgrade that changes one fails
 * `npm run test:unit` and lists what to re-read, with what we do to it and
 * where. The plugin READMEs (plugins/client-runtime, plugins/local-search)
 * mirror this table with the measured gain of each change.
 *
 * After re-reading a file (and adapting our code, or finding nothing to
 * adapt), put its new hash and version here.
 */

export type LedgerAction =
  /** A whole module of ours is bundled instead (NormalModuleReplacementPlugin or an alias). */
  | 'replaced'
  /** A loader edits its text (the build fails when the text it edits is gone). */
  | 'patched'
  /** Our module stands in for a package's entry in the browser bundle (an alias). */
  | 'stand-in'
  /** Imported by a path inside the package, outside its public API. */
  | 'deep import'
  /** Our code reads what it generates, or repeats its logic, or relies on a detail of it. */
  | 'mirrored'
  /** Copied into src/theme and changed (an ejected swizzle). */
  | 'ejected';

export interface LedgerRow {
  /** The file, as a path under `node_modules`. */
  file: string;
  /** Its SHA-256, as installed when we wrote against it. */
  sha256: string;
  /** The package version it was read at. */
  version: string;
  action: LedgerAction;
  /** What we do to it, or what of it we rely on. */
  what: string;
  /** Our files that depend on it. */
  ours: string[];
  /** Besides this ledger, the tests and specs that fail when it moves (none: only the ledger notices). */
  guards: string[];
}

const CR = 'plugins/client-runtime/src';
const DOCUSAURUS = '3.10.2';

export const UPSTREAM_LEDGER: LedgerRow[] = [
  // plugins/shared: the development server's file watcher
  {
    file: '@docusaurus/core/lib/commands/start/watcher.js',
    sha256: 'edbba9a058efe39f6756e70e46eee5ea223810747278e1bd045625b47dcacb1f',
    version: DOCUSAURUS,
    action: 'deep import',
    what: '`setupSiteFileWatchers` is wrapped (start.js reads the export when it calls it) so a burst of file events reloads each plugin once, not once per file: the API reference lands in the docs as hundreds of files under `npm start`',
    ours: ['plugins/shared/devWatcher.ts', 'plugins/api-reference/src/index.ts'],
    guards: ['plugins/shared/devWatcher.test.ts'],
  },
  // plugins/client-runtime: whole modules replaced in the browser bundle
  {
    file: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    version: DOCUSAURUS,
    action: 'replaced',
    what: '`window.docusaurus` (prefetch, preload): ours prefetches from an index in idle time and reads chunk ids from the registry loaders (upstream calls `__webpack_require__.gca`, whose table we do not build)',
    ours: [`${CR}/client/docusaurus.ts`, `${CR}/client/queue.ts`],
    guards: [`${CR}/replacements.test.ts`, 'e2e/prefetch.spec.ts'],
  },
  {
    file: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    version: DOCUSAURUS,
    action: 'replaced',
    what: 'preload before hydration and navigation: ours first loads the route part a path needs',
    ours: [`${CR}/client/preload.ts`],
    guards: [`${CR}/replacements.test.ts`, 'e2e/route-parts.spec.ts'],
  },
  {
    file: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    version: DOCUSAURUS,
    action: 'replaced',
    what: 'the browser entry: ours evaluates the app and starts hydrating in steps, a task each (same router, head provider, hydration in a transition, recoverable-error log, hot accept)',
    ours: [`${CR}/client/clientEntry.tsx`, `${CR}/client/clientApp.ts`],
    guards: [`${CR}/replacements.test.ts`, 'e2e/hydration.spec.ts', 'e2e/chrome.spec.ts'],
  },
  // plugins/client-runtime: imported by deep path
  {
    file: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    version: DOCUSAURUS,
    action: 'deep import',
    what: 'the `<link rel=prefetch>` helper our prefetch calls per chunk URL',
    ours: [`${CR}/client/docusaurus.ts`],
    guards: ['the build (import fails if it moves)', 'e2e/prefetch.spec.ts'],
  },
  {
    file: '@docusaurus/core/lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    version: DOCUSAURUS,
    action: 'deep import',
    what: 'the app our client entry renders; its import order (client modules, routes, the rest) is the order our entry evaluates them in',
    ours: [`${CR}/client/clientApp.ts`, `${CR}/client/clientEntry.tsx`],
    guards: ['the build (import fails if it moves)', 'e2e/hydration.spec.ts'],
  },
  // plugins/client-runtime: text patches (upstream-patch.cjs fails the build when the text is gone)
  {
    file: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    sha256: '50ecfecea6e487ee17ffc3e62848277742fbfef4a5eed65a533923e772b89618',
    version: DOCUSAURUS,
    action: 'patched',
    what: '`useDateTimeFormat` returns our formatter (English UTC dates without an ICU formatter), server and browser',
    ours: [`${CR}/intl-utils-loader.cjs`, `${CR}/client/dateTimeFormat.ts`],
    guards: [`${CR}/intl-utils-loader.test.ts`, 'the build'],
  },
  {
    file: '@docusaurus/theme-common/lib/utils/reactUtils.js',
    sha256: 'a683742dac1a155bbd1c355601dedc1eeb7cc5edd7331cab26043c74233dca11',
    version: DOCUSAURUS,
    action: 'patched',
    what: '`useShallowMemoObject` sorts keys by code unit instead of `localeCompare` (no ICU collator)',
    ours: [`${CR}/shallow-memo-loader.cjs`],
    guards: [`${CR}/shallow-memo-loader.test.ts`, 'the build'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    sha256: '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    version: DOCUSAURUS,
    action: 'patched',
    what: '`Tabs` loses its `key={String(isBrowser)}`: tabs hydrate once instead of mounting again',
    ours: [`${CR}/tabs-loader.cjs`],
    guards: [`${CR}/tabs-loader.test.ts`, 'the build', 'e2e/tabs.spec.ts'],
  },
  {
    file: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    sha256: 'a32a46c867130090a4d785590da6f9cc69789eb67a94a5386fc6416857b91872',
    version: DOCUSAURUS,
    action: 'patched',
    what: 'the first window measurement after hydration is a transition',
    ours: [`${CR}/window-size-loader.cjs`],
    guards: [`${CR}/window-size-loader.test.ts`, 'the build'],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js',
    sha256: 'eef363430b9a260d268c076c663448ba1c99e1e4fc4bc37b3ab3b9d44c608a45',
    version: DOCUSAURUS,
    action: 'patched',
    what: 'the preferred version read from storage keeps the same state when unchanged, else is set in a transition',
    ours: [`${CR}/preferred-version-loader.cjs`],
    guards: [`${CR}/preferred-version-loader.test.ts`, 'the build', 'e2e/versions.spec.ts'],
  },
  // plugins/client-runtime: packages stood in for in the browser bundle (aliases), and who calls them
  {
    file: 'react-helmet-async/lib/index.module.js',
    sha256: 'dd24f7f1c989b2d59ec9ed1ac16a1727d3d134fb480856be78630c6592aeef2c',
    version: '@slorber/react-helmet-async 1.3.0',
    action: 'stand-in',
    what: '`Helmet` and `HelmetProvider`: ours applies the same reduction rules (children and props form) and the same `data-rh` bookkeeping; the server render keeps the package',
    ours: [`${CR}/client/head.ts`],
    guards: [`${CR}/client/head.test.ts`, 'e2e/head.spec.ts'],
  },
  {
    file: '@docusaurus/core/lib/client/exports/Head.js',
    sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: '`@docusaurus/Head` passes its props to `Helmet` as they are: what our head manager must accept',
    ours: [`${CR}/client/head.ts`],
    guards: [`${CR}/client/head.test.ts`, 'e2e/head.spec.ts'],
  },
  {
    file: 'tslib/tslib.es6.mjs',
    sha256: '2497254650a79bbf970717b93a2d21591cce264bfef88264ccdad546003b0460',
    version: 'tslib 2.9.1',
    action: 'stand-in',
    what: 'ours has `__importDefault` only',
    ours: [`${CR}/client/tslib.ts`],
    guards: ['e2e/smoke.spec.ts (a missing helper throws on the pages that use it)'],
  },
  {
    file: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'the browser code that requires tslib: it uses `__importDefault` only',
    ours: [`${CR}/client/tslib.ts`],
    guards: ['e2e/smoke.spec.ts'],
  },
  // plugins/client-runtime: generated files and bundler configuration it reads or changes
  {
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'writes `registry.js` (one entry per line: loader, module name, weak id), `routes.js` (ComponentCreator calls) and `routesChunkNames.json` (keys `<path>-<hash>`), which our loaders parse and split',
    ours: [
      `${CR}/registry-format.cjs`,
      `${CR}/registry-loader.cjs`,
      `${CR}/routes-chunk-names-loader.cjs`,
      `${CR}/route-parts.cjs`,
      `${CR}/pageChunks.ts`,
      `${CR}/client/queue.ts`,
      'plugins/code-highlight/src/registry-code-html-loader.cjs',
    ],
    guards: ['e2e/route-parts.spec.ts', 'e2e/prefetch.spec.ts'],
  },
  {
    file: '@docusaurus/core/lib/server/codegen/codegen.js',
    sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'writes `docusaurus.config.mjs` (`export default {…}`), whose plugin options the browser copy drops',
    ours: [`${CR}/site-config-loader.cjs`],
    guards: [],
  },
  {
    file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
    sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'removed from the client config by its class name (its chunk-name table served only upstream prefetch)',
    ours: [`${CR}/index.ts`],
    guards: [],
  },
  {
    file: '@docusaurus/core/lib/webpack/client.js',
    sha256: 'b38143fa54a7b01ebdecd7ebbae2791ad5fc41897abfe5e6a23602fa02e6be9d',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'adds ChunkAssetPlugin and the client manifest plugin to the client config',
    ours: [`${CR}/index.ts`, `${CR}/pageChunks.ts`],
    guards: [],
  },
  {
    file: '@docusaurus/core/lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: '`chunkFilename` with `[name]` (ours names chunks by `[id]`), and the `styles` split-chunks group whose `test` plugins/shared/eagerCss.ts narrows',
    ours: [`${CR}/index.ts`, 'plugins/shared/eagerCss.ts'],
    guards: [],
  },
  {
    file: 'react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js',
    sha256: '3e3f7bf0ac88ab4720df0b70463d509e0c8cd7233e7accf6e79c7f5192b9f32e',
    version: 'react-loadable-ssr-addon-v5-slorber 1.0.3',
    action: 'mirrored',
    what: 'writes `client-manifest.json` (`origins`, `assets`), to which ours adds each registry module',
    ours: [`${CR}/pageChunks.ts`],
    guards: ['e2e/prefetch.spec.ts'],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/props.js',
    sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'the version data (`version.docs`, `docsSidebars`) our loader trims in the browser copy',
    ours: [`${CR}/version-data-loader.cjs`],
    guards: [`${CR}/version-data-loader.test.ts`, 'e2e/doc-cards.spec.ts'],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
    sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: '`useDocById` (the only browser reader of `version.docs`) and `findFirstSidebarItemLink`, whose walk `firstLinkPath` repeats',
    ours: [`${CR}/version-data-loader.cjs`],
    guards: [`${CR}/version-data-loader.test.ts`, 'e2e/doc-cards.spec.ts', 'e2e/route-parts.spec.ts'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Category/index.js',
    sha256: 'bebff3ac5f7761e58df27ab2243ff05dbd8180d6c94236283acf3f863d937ae3',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'a collapsed category renders no list (`Collapsible lazy`) and links its label to the first link: why the browser copy may keep only that link',
    ours: [`${CR}/version-data-loader.cjs`, `${CR}/client/sidebarParts.ts`],
    guards: ['e2e/route-parts.spec.ts', 'e2e/hydration.spec.ts'],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/globalData.js',
    sha256: '192cde2ebaf1ba1424d9a9be9a0f03f77cc4e8385ca36a6c577899fe98df9920',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: 'the global data (`versions[].docs`) our loader trims in both renders',
    ours: [`${CR}/global-data-loader.cjs`],
    guards: [`${CR}/global-data-loader.test.ts`, 'e2e/hydration.spec.ts'],
  },
  {
    file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
    version: DOCUSAURUS,
    action: 'mirrored',
    what: '`getActiveDocContext`: with the API reference docs gone from the global data, no doc is active on its pages (the version dropdown links each version home)',
    ours: [`${CR}/global-data-loader.cjs`],
    guards: ['e2e/hydration.spec.ts', 'e2e/versions.spec.ts'],
  },
  // plugins/code-highlight
  {
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    version: DOCUSAURUS,
    action: 'replaced',
    what: 'the client module that loads Prism on every page: an empty module instead (code is highlighted at build time)',
    ours: ['plugins/code-highlight/src/index.ts', 'plugins/code-highlight/src/client/noPrism.ts'],
    guards: [],
  },
  // plugins/local-search
  {
    file: '@docsearch/react/dist/esm/index.js',
    sha256: '3bfe66092328815d584a3d5e549a54cd73992097aa8b43607e471b95b50895cd',
    version: '@docsearch/react 3.9.0',
    action: 'patched',
    what: 'a failed search keeps its "error" status (autocomplete-core reset it to idle) and the input handler promise gets a no-op rejection handler',
    ours: ['plugins/local-search/src/docsearch-error-status-loader.cjs'],
    guards: ['plugins/local-search/src/docsearch-error-status-loader.test.ts', 'the build', 'e2e/search.spec.ts'],
  },
  // src/theme: ejected swizzles (their headers name these files)
  {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'CodeBlock, with its Content/String, Layout and Container: ours renders the build-time HTML',
    ours: ['src/theme/CodeBlock/index.tsx'],
    guards: ['e2e/code.spec.ts'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'folded into our CodeBlock',
    ours: ['src/theme/CodeBlock/index.tsx'],
    guards: ['e2e/code.spec.ts'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js',
    sha256: '7cff522ae9e56f76fe00f83bb6a5c1b029a4a86f4dcc409d01d77d1d5c68e1b3',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'folded into our CodeBlock',
    ours: ['src/theme/CodeBlock/index.tsx'],
    guards: ['e2e/code.spec.ts'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/index.js',
    sha256: '55ebecf7d04da06684ad2004600e175f2a63719cbcbc28cb7e2de5d33eede91b',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'folded into our CodeBlock',
    ours: ['src/theme/CodeBlock/index.tsx'],
    guards: ['e2e/code.spec.ts'],
  },
  {
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/index.js',
    sha256: '936a841fd6a5778e214220938f1903286a6478a3d4463f21effbd56458f5dda8',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'the copy button: ours copies the lines the page shows',
    ours: ['src/theme/CodeBlock/Buttons/CopyButton/index.tsx'],
    guards: ['e2e/code.spec.ts'],
  },
  {
    file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
    version: DOCUSAURUS,
    action: 'ejected',
    what: 'the word-wrap state: ours measures a block when it comes into view',
    ours: ['src/theme/CodeBlock/useCodeWordWrap.ts'],
    guards: ['e2e/code.spec.ts'],
  },
];
