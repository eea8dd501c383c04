import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { apiReferenceBuilt, apiReferenceEnabled } from './src/data/apiReference';

/**
 * Sidebar of the current (11.x) docs. Labels, order and collapsed states
 * follow the reference site's information architecture (routes.md §A.1),
 * with the current release's additions of §A.5.
 */
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'tRPC',
      collapsed: false,
      link: { type: 'doc', id: 'main/introduction' },
      items: [
        'main/getting-started',
        'main/concepts',
        'main/quickstart',
        'main/videos-and-community-resources',
        'main/example-apps',
      ],
    },
    {
      type: 'category',
      label: 'Backend Usage',
      collapsed: true,
      link: {
        type: 'generated-index',
        slug: '/server/introduction',
        title: 'tRPC server documentation',
        description: 'Everything about defining, hosting and running a tRPC API on the server.',
      },
      items: [
        'server/routers',
        'server/procedures',
        'server/validators',
        'server/merging-routers',
        'server/context',
        'server/middlewares',
        {
          type: 'category',
          label: 'Hosting tRPC with Adapters',
          collapsed: true,
          link: { type: 'doc', id: 'server/adapters-intro' },
          items: [
            'server/adapters/standalone',
            'server/adapters/express',
            'server/adapters/fastify',
            'server/adapters/nextjs',
            'server/adapters/aws-lambda',
            'server/adapters/fetch',
          ],
        },
        'server/server-side-calls',
        'server/authorization',
        'server/error-handling',
        'server/error-formatting',
        'server/data-transformers',
        'server/non-json-content-types',
        'server/metadata',
        'server/caching',
        'server/subscriptions',
        'server/websockets',
      ],
    },
    {
      type: 'category',
      label: 'Client Usage',
      collapsed: true,
      link: { type: 'doc', id: 'client/overview' },
      items: [
        {
          type: 'category',
          label: 'TanStack React Query',
          collapsed: true,
          link: { type: 'doc', id: 'client/tanstack-react-query/overview' },
          items: [
            'client/tanstack-react-query/setup',
            'client/tanstack-react-query/usage',
            'client/tanstack-react-query/server-components',
            'client/tanstack-react-query/migrating',
          ],
        },
        {
          type: 'category',
          label: 'React Query Integration (Classic)',
          collapsed: true,
          link: { type: 'doc', id: 'client/react/introduction' },
          items: [
            'client/react/setup',
            'client/react/server-components',
            'client/react/infer-types',
            'client/react/useQuery',
            'client/react/useMutation',
            'client/react/useInfiniteQuery',
            'client/react/useSubscription',
            'client/react/useUtils',
            'client/react/createTRPCQueryUtils',
            'client/react/useQueries',
            'client/react/suspense',
            'client/react/getQueryKey',
            'client/react/aborting-procedure-calls',
            'client/react/disabling-queries',
          ],
        },
        {
          type: 'category',
          label: 'Next.js Integration',
          collapsed: true,
          link: { type: 'doc', id: 'client/nextjs/introduction' },
          items: [
            'client/nextjs/app-router-setup',
            'client/nextjs/server-actions',
            'client/nextjs/setup',
            'client/nextjs/ssr',
            'client/nextjs/ssg',
            'client/nextjs/server-side-helpers',
            'client/nextjs/aborting-procedure-calls',
            'client/nextjs/starter-projects',
          ],
        },
        {
          type: 'category',
          label: 'Vanilla Client',
          collapsed: true,
          link: { type: 'doc', id: 'client/vanilla/introduction' },
          items: ['client/vanilla/setup', 'client/vanilla/infer-types', 'client/vanilla/aborting-procedure-calls'],
        },
        {
          type: 'category',
          label: 'Links',
          collapsed: true,
          link: { type: 'doc', id: 'client/links/overview' },
          items: [
            'client/links/httpLink',
            'client/links/httpBatchLink',
            'client/links/httpBatchStreamLink',
            'client/links/httpSubscriptionLink',
            'client/links/localLink',
            'client/links/wsLink',
            'client/links/splitLink',
            'client/links/loggerLink',
            'client/links/retryLink',
          ],
        },
        'client/headers',
        'client/cors',
      ],
    },
    {
      type: 'category',
      label: 'Extra information',
      collapsed: true,
      link: {
        type: 'generated-index',
        slug: '/further',
        title: 'Extra Information',
        description: 'Answers to common questions, the wire protocol and background reading.',
      },
      items: ['further/faq', 'further/rpc', 'further/further-reading'],
    },
    // Generated at build time into docs/typedoc (plugins/api-reference);
    // without it (TYPEDOC=0, or while the development server prepares it)
    // the category would be empty, which Docusaurus rejects, so it is left out.
    ...(apiReferenceEnabled() && apiReferenceBuilt(__dirname)
      ? [
          {
            type: 'category' as const,
            label: 'API Reference (Auto-generated)',
            collapsed: true,
            items: [{ type: 'autogenerated' as const, dirName: 'typedoc' }],
          },
        ]
      : []),
    'migration/migrate-from-v10-to-v11',
    {
      type: 'category',
      label: 'Community',
      collapsed: true,
      items: ['community/awesome-trpc', 'community/contributing', 'community/love', 'community/sponsors'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
