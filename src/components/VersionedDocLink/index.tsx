import Link from '@docusaurus/Link';
import { useDocsData, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { ReactNode } from 'react';
import { resolveVersionedDocPath } from './resolve';

export interface VersionedDocLinkProps {
  /** Path of a doc inside a version, as the current docs spell it, e.g. `/community/love`. */
  readonly to: string;
  readonly children: ReactNode;
}

/**
 * A link to a doc of the version the reader is on. Partials shared by several
 * docs versions (the Community pages) use it, so a 10.x page links to 10.x
 * pages. 9.x keeps the Community pages at the top level (`/docs/v9/love`),
 * which is tried next; a page the version does not have at all renders as
 * plain text rather than as a link into another version. The broken-link
 * check still sees every rendered URL.
 */
export default function VersionedDocLink({ to, children }: VersionedDocLinkProps): ReactNode {
  const { version } = useDocsVersion();
  const docsVersion = useDocsData(undefined).versions.find((v) => v.name === version);
  if (!docsVersion) return <>{children}</>;
  const paths = new Set(docsVersion.docs.map((d) => d.path.replace(/\/$/, '') || '/'));
  const target = resolveVersionedDocPath(docsVersion.path, to, paths);
  return target ? <Link to={target}>{children}</Link> : <>{children}</>;
}
