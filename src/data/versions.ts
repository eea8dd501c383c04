/**
 * The one place that describes the documentation versions: their labels,
 * URL paths, banners, source folders and the tRPC major they document.
 *
 * `versions.json` stays the list Docusaurus reads (it must name exactly the
 * non-current entries below, newest first); a unit test keeps both in sync.
 * The config, the theme (version banner) and the examples check all read
 * from here.
 */
export type DocsBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocsVersion {
  /** Docusaurus version name: `current` for the `docs/` folder. */
  readonly name: string;
  /** Label shown in the version dropdown and badges. */
  readonly label: string;
  /** URL path segment under `/docs`; empty for the current version. */
  readonly path: string;
  readonly banner: DocsBanner;
  /** Folder that holds the version's Markdown sources. */
  readonly contentDir: string;
  /** tRPC major the pages (and their code samples) document. */
  readonly trpcMajor: 9 | 10 | 11;
}

export const DOCS_VERSIONS: readonly DocsVersion[] = [
  {
    name: 'current',
    label: '11.x',
    path: '',
    banner: 'unreleased',
    contentDir: 'docs',
    trpcMajor: 11,
  },
  {
    name: '10.x',
    label: '10.x',
    path: 'v10',
    banner: 'unmaintained',
    contentDir: 'versioned_docs/version-10.x',
    trpcMajor: 10,
  },
  {
    name: '9.x',
    label: '9.x',
    path: 'v9',
    banner: 'unmaintained',
    contentDir: 'versioned_docs/version-9.x',
    trpcMajor: 9,
  },
];

/** Where a version's docs are served: `/docs`, `/docs/v10`, … */
export const docsVersionRoute = (version: DocsVersion): string => (version.path ? `/docs/${version.path}` : '/docs');

/** Route of the page that explains how to move from v10 to v11. */
export const V11_MIGRATION_PATH = '/docs/migrate-from-v10-to-v11';

/** The version the current docs link back to in their banner. */
export const PREVIOUS_MAJOR_VERSION_NAME = '10.x';
