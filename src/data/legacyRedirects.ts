/**
 * Old URLs of the site and where they lead now, so links in blog posts,
 * answers and bookmarks keep working on any static host (the
 * client-redirects plugin writes a small redirect page for each).
 *
 * Sources are the reference host's redirect rules; destinations are the
 * pages of this site that cover the subject today (several of the old
 * rules pointed at pages that have moved since). Pattern rules are not
 * listed here: see `legacyRedirectsTo` below.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  // Server pages that moved under /docs/server
  '/docs/server': '/docs/server/introduction',
  '/docs/server/overview': '/docs/server/introduction',
  '/docs/server/output-validation': '/docs/server/validators',
  '/docs/output-validation': '/docs/server/validators',
  '/docs/server/api-handler': '/docs/server/adapters',
  '/docs/adapters': '/docs/server/adapters',
  '/docs/api-gateway': '/docs/server/adapters/aws-lambda',
  '/docs/aws-lambda': '/docs/server/adapters/aws-lambda',
  '/docs/express': '/docs/server/adapters/express',
  '/docs/fastify': '/docs/server/adapters/fastify',
  '/docs/fetch': '/docs/server/adapters/fetch',
  '/edge-runtimes': '/docs/server/adapters/fetch',
  '/docs/standalone': '/docs/server/adapters/standalone',
  '/docs/authorization': '/docs/server/authorization',
  '/docs/caching': '/docs/server/caching',
  '/docs/context': '/docs/server/context',
  '/docs/data-transformers': '/docs/server/data-transformers',
  '/docs/error-formatting': '/docs/server/error-formatting',
  '/docs/error-handling': '/docs/server/error-handling',
  '/docs/merging-routers': '/docs/server/merging-routers',
  '/docs/metadata': '/docs/server/metadata',
  '/docs/middlewares': '/docs/server/middlewares',
  '/docs/procedures': '/docs/server/procedures',
  '/docs/router': '/docs/server/routers',
  '/docs/server-side-calls': '/docs/server/server-side-calls',
  '/docs/subscriptions': '/docs/server/subscriptions',
  '/docs/websockets': '/docs/server/websockets',

  // The vanilla client
  '/docs/server/infer-types': '/docs/client/vanilla/infer-types',
  '/docs/infer-types': '/docs/client/vanilla/infer-types',
  '/docs/client/infer-types': '/docs/client/vanilla/infer-types',
  '/docs/client/introduction': '/docs/client/vanilla',
  '/docs/client/setup': '/docs/client/vanilla/setup',
  '/docs/vanilla': '/docs/client/vanilla/setup',
  '/docs/aborting-procedures': '/docs/client/vanilla/aborting-procedure-calls',
  '/docs/cors': '/docs/client/cors',
  '/docs/header': '/docs/client/headers',

  // Links
  '/docs/links': '/docs/client/links',
  '/docs/links/overview': '/docs/client/links',
  '/docs/links/httpBatchLink': '/docs/client/links/httpBatchLink',
  '/docs/links/httpBatchStreamLink': '/docs/client/links/httpBatchStreamLink',
  '/docs/links/httpLink': '/docs/client/links/httpLink',
  '/docs/links/loggerLink': '/docs/client/links/loggerLink',
  '/docs/links/splitLink': '/docs/client/links/splitLink',
  '/docs/links/wsLink': '/docs/client/links/wsLink',

  // React Query integration (the /docs/reactjs/<page> pattern is below)
  '/docs/react': '/docs/client/react/setup',
  '/docs/create-react-app': '/docs/client/react/setup',
  '/docs/client/reactjs/setup': '/docs/client/react/setup',
  '/docs/react-query': '/docs/client/react',
  '/docs/reactjs': '/docs/client/react',
  '/docs/reactjs/introduction': '/docs/client/react',
  '/docs/react-queries': '/docs/client/react/useQuery',
  '/docs/react-queries-and-mutations': '/docs/client/react/useQuery',
  '/docs/react-mutations': '/docs/client/react/useMutation',
  '/docs/useQuery': '/docs/client/react/useQuery',
  '/docs/useQueries': '/docs/client/react/useQueries',
  '/docs/useMutation': '/docs/client/react/useMutation',
  '/docs/useInfiniteQuery': '/docs/client/react/useInfiniteQuery',
  '/docs/suspense': '/docs/client/react/suspense',
  '/docs/getQueryKey': '/docs/client/react/getQueryKey',
  '/docs/useContext': '/docs/client/react/useUtils',
  '/docs/reactjs/useContext': '/docs/client/react/useUtils',
  '/docs/client/react/useContext': '/docs/client/react/useUtils',
  '/docs/invalidateQuery': '/docs/client/react/useUtils#query-invalidation',
  '/docs/invalidateQueries': '/docs/client/react/useUtils#query-invalidation',
  '/docs/query-invalidation': '/docs/client/react/useUtils#query-invalidation',

  // Next.js integration
  '/docs/next': '/docs/client/nextjs',
  '/docs/nextjs': '/docs/client/nextjs/setup',
  '/docs/nextjs/introduction': '/docs/client/nextjs',
  '/docs/nextjs/setup': '/docs/client/nextjs/setup',
  '/docs/nextjs/ssr': '/docs/client/nextjs/ssr',
  '/docs/ssr': '/docs/client/nextjs/ssr',
  '/docs/nextjs/ssg': '/docs/client/nextjs/ssg',
  '/docs/ssg': '/docs/client/nextjs/ssg',
  '/docs/nextjs/server-side-helpers': '/docs/client/nextjs/server-side-helpers',
  '/docs/nextjs/ssg-helpers': '/docs/client/nextjs/server-side-helpers',
  '/docs/ssg-helpers': '/docs/client/nextjs/server-side-helpers',
  '/docs/nextjs/aborting-procedure-calls': '/docs/client/nextjs/aborting-procedure-calls',
  '/docs/nextjs/starter-projects': '/docs/client/nextjs/starter-projects',
  '/docs/starter-projects': '/docs/client/nextjs/starter-projects',
  // The reference site's current Pages Router URLs; ours keep the older paths.
  '/docs/client/nextjs/pages-router/setup': '/docs/client/nextjs/setup',
  '/docs/client/nextjs/pages-router/ssr': '/docs/client/nextjs/ssr',
  '/docs/client/nextjs/pages-router/ssg': '/docs/client/nextjs/ssg',
  '/docs/client/nextjs/pages-router/server-side-helpers': '/docs/client/nextjs/server-side-helpers',
  '/docs/client/nextjs/pages-router/aborting-procedure-calls': '/docs/client/nextjs/aborting-procedure-calls',

  // Extra information and community
  '/faq': '/docs/faq',
  '/docs/extra': '/docs/further',
  '/awesome': '/docs/community/awesome-trpc',
  '/docs/awesome-trpc': '/docs/community/awesome-trpc',
  '/docs/contributing': '/docs/community/contributing',
  '/docs/love': '/docs/community/love',
  '/docs/sponsors': '/docs/community/sponsors',

  // Older versions
  '/docs/migrate-from-v9-to-v10': '/docs/v10/migrate-from-v9-to-v10',
  '/docs/v10/invalidateQueries': '/docs/v10/client/react/useUtils#query-invalidation',
  '/docs/v10/query-invalidation': '/docs/v10/client/react/useUtils#query-invalidation',
  '/docs/v10/publicProcedures': '/docs/v10/server/procedures',
  '/docs/v11': '/docs/',

  // Blog
  '/blog/hello-trpc': '/blog/introducing-trpc',
  // The v11 announcement is not on this site; the migration guide covers the release.
  '/blog/announcing-trpc-11': '/docs/migrate-from-v10-to-v11',

  // Off-site
  '/discord': 'https://discord.gg/wzaMgEJkcf',
  '/drift': 'https://drift.trpc.io',
  '/sponsor': 'https://github.com/sponsors/trpc',
  '/buy/tier-pro': 'https://github.com/sponsors/trpc/sponsorships?tier_id=73667',
};

/**
 * The pattern rules: every current doc is also reachable under the old
 * `/docs/v11/` prefix, and every React Query page under `/docs/reactjs/`.
 * Given an existing route, the old paths that lead to it.
 */
export function legacyRedirectsTo(path: string): string[] {
  const from: string[] = [];
  const isCurrentDoc = path.startsWith('/docs/') && !/^\/docs\/(v9|v10)(\/|$)/.test(path);
  if (isCurrentDoc && path !== '/docs/') from.push(`/docs/v11/${path.slice('/docs/'.length)}`);
  const react = /^\/docs\/client\/react\/([^/]+)$/.exec(path);
  if (react) from.push(`/docs/reactjs/${react[1]}`);
  return from;
}
