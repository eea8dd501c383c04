import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** The hosted search service (DocSearch): read-only credentials. */
export interface HostedSearchOptions {
  appId: string;
  /** Search-only API key: public by design. */
  apiKey: string;
  indexName: string;
}

export interface PluginOptions {
  /** Route of the full search page, under the base URL. */
  searchPagePath: string;
  /** Folder of the built site that receives the index shards. */
  indexPath: string;
  /** When set, the modal and page query the hosted service instead. */
  hosted: HostedSearchOptions | null;
  /** Route paths never indexed (exact paths, or prefixes ending in "*"). */
  excludeRoutes: string[];
  /** URL of the issue form behind "Let us know." in the no-results screen. */
  missingResultsUrl: string | null;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  searchPagePath: 'search',
  indexPath: 'search-index',
  hosted: null,
  excludeRoutes: [],
  missingResultsUrl: null,
};

const schema = Joi.object<PluginOptions>({
  searchPagePath: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*$/)
    .default(DEFAULT_OPTIONS.searchPagePath),
  indexPath: Joi.string()
    .pattern(/^[\w-]+$/)
    .default(DEFAULT_OPTIONS.indexPath),
  hosted: Joi.object<HostedSearchOptions>({
    appId: Joi.string().trim().required(),
    apiKey: Joi.string().trim().required(),
    indexName: Joi.string().trim().required(),
  })
    .allow(null)
    .default(null),
  excludeRoutes: Joi.array().items(Joi.string()).default([]),
  missingResultsUrl: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .allow(null)
    .default(null),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
