import Link from '@docusaurus/Link';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { DOCS_VERSIONS } from '@site/src/data/versions';
import type { ReactNode } from 'react';

export interface VersionedDocLinkProps {
  /** Path of a doc inside any version, e.g. `/community/love`. */
  readonly to: string;
  readonly children: ReactNode;
}

/**
 * A link to a doc of the version the reader is on. Partials shared by several
 * docs versions (the community pages) use it, so a 10.x page links to 10.x
 * pages; the broken-link check still sees the rendered URL.
 */
export default function VersionedDocLink({ to, children }: VersionedDocLinkProps): ReactNode {
  const { version } = useDocsVersion();
  const path = DOCS_VERSIONS.find((v) => v.name === version)?.path ?? '';
  return <Link to={`/docs${path ? `/${path}` : ''}${to}`}>{children}</Link>;
}
