import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * Sidebar of the current (11.x) docs. Labels, order and collapsed states
 * follow the reference site's information architecture; a page joins this
 * list in the same change that writes it.
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
          label: 'Next.js Integration',
          collapsed: true,
          link: { type: 'doc', id: 'client/nextjs/introduction' },
          items: [],
        },
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
      items: ['further/faq'],
    },
    'migration/migrate-from-v10-to-v11',
    {
      type: 'category',
      label: 'Community',
      collapsed: true,
      items: ['community/awesome-trpc'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
