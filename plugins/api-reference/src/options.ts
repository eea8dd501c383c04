import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** One npm package of the reference: one folder of `outDir`, one sidebar category. */
export interface ReferencePackage {
  /** The name readers import, e.g. "@trpc/client": the category label. */
  name: string;
  /** Folder under `outDir` and URL segment, e.g. "client". */
  slug: string;
  /** The installed package (type declarations and `src/`), relative to the site. */
  dir: string;
  /**
   * Entry points, relative to `dir`. One entry point documents its exports
   * directly under the package (`<slug>/<kind>/<Name>`); several give one
   * folder per module, named after the entry's path from their common folder
   * (`<slug>/links/httpLink/<kind>/<Name>`).
   */
  entryPoints: string[];
}

export interface PluginOptions {
  /** Off: nothing is generated, and `outDir` is removed so no stale page is built. */
  enabled: boolean;
  packages: ReferencePackage[];
  /**
   * Bare import specifiers and the installed package folder that answers
   * them (relative to the site): how the packages' imports of each other and
   * of their peers resolve. Their `exports` map is followed as a bundler would.
   */
  resolve: Record<string, string>;
  /**
   * The npm project that holds the packages; `npm ci` runs in it first when
   * its `node_modules` is missing or older than its lock file (one install at
   * a time: `ensureEnvironment` of plugins/code-examples).
   */
  installDir: string | null;
  /** Where the Markdown goes: a folder of the docs plugin's content, never checked in. */
  outDir: string;
  /** Generated output, kept per hash of everything it depends on. */
  cacheDir: string;
  /**
   * Source links. `{version}` is the installed package's version, `{package}`
   * its slug, `{path}` the file's path inside the package and `{line}` the line.
   */
  sourceLinkTemplate: string;
  /**
   * Prepare the reference in a child process instead of before the site
   * loads (the development server): pages are served at once, and the
   * reference's pages appear when they are ready.
   */
  background: boolean;
}

export type Options = Partial<PluginOptions> & Pick<PluginOptions, 'packages'>;

export const DEFAULT_OPTIONS: Omit<PluginOptions, 'packages'> = {
  enabled: true,
  resolve: {},
  installDir: null,
  outDir: 'docs/typedoc',
  cacheDir: 'node_modules/.cache/typedoc',
  sourceLinkTemplate: '',
  background: false,
};

const relativePath = Joi.string().pattern(/^(?![/\\])(?!.*(^|[/\\])\.\.([/\\]|$)).+$/, 'path inside the site');

const schema = Joi.object<PluginOptions>({
  enabled: Joi.boolean().default(DEFAULT_OPTIONS.enabled),
  packages: Joi.array()
    .items(
      Joi.object<ReferencePackage>({
        name: Joi.string().required(),
        slug: Joi.string()
          .pattern(/^[a-z0-9][a-z0-9-]*$/)
          .required(),
        dir: relativePath.required(),
        entryPoints: Joi.array()
          .items(Joi.string().pattern(/\.(ts|tsx|mts|cts)$/, 'TypeScript file'))
          .min(1)
          .unique()
          .required(),
      }),
    )
    .min(1)
    .unique('slug')
    .required(),
  resolve: Joi.object().pattern(Joi.string(), relativePath).default(DEFAULT_OPTIONS.resolve),
  installDir: relativePath.allow(null).default(DEFAULT_OPTIONS.installDir),
  outDir: relativePath.default(DEFAULT_OPTIONS.outDir),
  cacheDir: relativePath.default(DEFAULT_OPTIONS.cacheDir),
  sourceLinkTemplate: Joi.string()
    .pattern(/^https:\/\/.*\{path\}.*\{line\}/, 'URL with {path} and {line}')
    .required(),
  background: Joi.boolean().default(DEFAULT_OPTIONS.background),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
