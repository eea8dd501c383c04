import type { OptionValidationContext } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

/** The hosted search service (DocSearch): read-only credentials. */
export interface HostedSearchOptions {
  appId: string;
  /** Search-only API key: public by design. */
  apiKey: string;
  indexName: string;
}

/**
 * Routes indexed as a group of their own: their records carry this lvl0
 * (the DocSearch modal shows one section per lvl0) and this page rank.
 */
export interface RouteGroup {
  /** Exact route paths, or prefixes ending in "*". */
  routes: string[];
  lvl0: string;
  /**
   * DocSearch's page rank (0 by default; higher ranks first). A page of a
   * lower rank never comes before the best page of a higher rank that
   * matches the query as well: the guide page on a subject comes first, its
   * reference page right after.
   */
  pageRank: number;
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
  /** Groups of routes with their own lvl0 and page rank; the first group a route matches applies. */
  groups: RouteGroup[];
  /** URL of the issue form behind "Let us know." in the no-results screen. */
  missingResultsUrl: string | null;
}

export type Options = Partial<PluginOptions>;

export const DEFAULT_OPTIONS: PluginOptions = {
  searchPagePath: 'search',
  indexPath: 'search-index',
  hosted: null,
  excludeRoutes: [],
  groups: [],
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
  groups: Joi.array()
    .items(
      Joi.object<RouteGroup>({
        routes: Joi.array().items(Joi.string()).min(1).required(),
        lvl0: Joi.string().trim().required(),
        pageRank: Joi.number().integer().default(0),
      }),
    )
    .default([]),
  missingResultsUrl: Joi.string()
    .uri({ scheme: ['https', 'http'] })
    .allow(null)
    .default(null),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
