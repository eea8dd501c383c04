import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import clientRedirects, {
  type Options,
  type PluginOptions,
  validateOptions as validateClientRedirects,
} from '@docusaurus/plugin-client-redirects';
import { LEGACY_REDIRECTS, legacyRedirectsTo } from '../../../src/data/legacyRedirects';

/**
 * Old URLs keep working on any static host: `@docusaurus/plugin-client-redirects`
 * writes a small redirect page per old path, from the table in
 * `src/data/legacyRedirects.ts`.
 *
 * The table is handed to that plugin here rather than as options in
 * `docusaurus.config.ts`: Docusaurus ships the whole site config, plugin
 * options included, in the JavaScript every page loads, and readers never
 * need the table (the redirect pages are plain HTML).
 */
export default function pluginLegacyRedirects(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  return clientRedirects(context, options);
}

export function validateOptions({ validate, options }: OptionValidationContext<Options | undefined, PluginOptions>) {
  return validateClientRedirects({
    validate,
    options: {
      ...options,
      redirects: Object.entries(LEGACY_REDIRECTS).map(([from, to]) => ({ from, to })),
      createRedirects: legacyRedirectsTo,
    },
  });
}
