/**
 * The tRPC imports of a code block, as search content.
 *
 * Code is not indexed (as on the hosted crawler's template), so a name that
 * a page shows only in its examples (`fastifyTRPCPlugin` on the Fastify
 * adapter page, `createHTTPHandler` on two 9.x pages) would find the
 * pages that mention it in passing, or nothing. Each import from a
 * `@trpc/*` package becomes a content record of the section its block is
 * in: the page that uses a name finds it, and the hit shows the line to
 * copy. Other packages' imports (`zod`, `react`) stay out: nearly every
 * page has them, and they would only add noise.
 */
const IMPORT =
  /\bimport\s+((?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+))\s+from\s+(['"])(@trpc\/[^'"\s]+)\2/g;

/** Each `import … from '@trpc/…'` statement of `code`, on one line, in order, without repeats. */
export function trpcImports(code: string): string[] {
  const statements: string[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const clause = match[1]!
      .replace(/\/\/[^\n]*/g, '')
      .replace(/\s+/g, ' ')
      .replace(/\{ ?/, '{ ')
      .replace(/,? ?\}/, ' }')
      .trim();
    const statement = `import ${clause} from '${match[3]}'`;
    if (!statements.includes(statement)) statements.push(statement);
  }
  return statements;
}
