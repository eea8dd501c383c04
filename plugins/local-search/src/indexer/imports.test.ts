import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { trpcImports } from './imports';

describe('trpcImports', () => {
  it('keeps each tRPC import on one line, in order, once', () => {
    const code = [
      "import { initTRPC } from '@trpc/server';",
      'import {',
      '  fastifyTRPCPlugin, // the plugin',
      '  type FastifyTRPCPluginOptions,',
      "} from '@trpc/server/adapters/fastify';",
      'import type { AppRouter } from "./router";',
      "import { z } from 'zod';",
      "import * as trpcNext from '@trpc/server/adapters/next';",
      "import superjson, { type SuperJSONResult } from '@trpc/not-really';",
      "import type { inferRouterOutputs } from '@trpc/server';",
      "import { initTRPC } from '@trpc/server';",
    ].join('\n');
    assert.deepEqual(trpcImports(code), [
      "import { initTRPC } from '@trpc/server'",
      "import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify'",
      "import * as trpcNext from '@trpc/server/adapters/next'",
      "import superjson, { type SuperJSONResult } from '@trpc/not-really'",
      "import type { inferRouterOutputs } from '@trpc/server'",
    ]);
  });

  it('finds nothing in code without tRPC imports', () => {
    assert.deepEqual(trpcImports("npm install @trpc/server\nconst from = '@trpc/server';"), []);
  });
});
