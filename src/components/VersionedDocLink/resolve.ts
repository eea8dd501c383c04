/**
 * Where `<VersionedDocLink to>` points in one docs version: the version's own
 * page at `to`, else (9.x keeps the Community pages at the top level) the same
 * path without its `/community` segment, else nothing. Shared by the component
 * and by `plugins/llms-txt`, which turns the links into plain Markdown links.
 *
 * @param versionPath the version's URL path, e.g. `/docs/v10` (a trailing slash is ignored)
 * @param to a doc path as the current docs spell it, e.g. `/community/love`
 * @param docPaths the version's doc permalinks, without trailing slashes (`/` for the root)
 */
export function resolveVersionedDocPath(
  versionPath: string,
  to: string,
  docPaths: ReadonlySet<string>,
): string | undefined {
  const base = versionPath.replace(/\/$/, '');
  return [to, to.replace(/^\/community(?=\/)/, '')]
    .map((p) => `${base}${p}`.replace(/\/$/, ''))
    .find((p) => docPaths.has(p));
}
