/**
 * Wraps the version banner. On the current (v11) docs it shows our own
 * notice, linking to the same page in v10 when there is one and to the
 * migration guide; older versions keep the theme's "unmaintained" banner.
 */
import Link from '@docusaurus/Link';
import { useActiveDocContext, useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { PREVIOUS_MAJOR_VERSION_NAME, V11_MIGRATION_PATH } from '@site/src/data/versions';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type Props = ComponentProps<typeof DocVersionBannerType>;

function CurrentVersionBanner({ className }: Props): ReactNode {
  const version = useDocsVersion();
  const { alternateDocVersions } = useActiveDocContext(undefined);
  const previous = useVersions(undefined).find((v) => v.name === PREVIOUS_MAJOR_VERSION_NAME);
  const samePageInPrevious = alternateDocVersions[PREVIOUS_MAJOR_VERSION_NAME]?.path;
  const previousHome = previous?.docs.find((d) => d.id === previous.mainDocId)?.path ?? previous?.path;
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info margin-bottom--md')}
      role="note"
      aria-label="Docs version"
    >
      <p className="margin-bottom--sm">
        You are reading the docs for <strong>tRPC {version.label.replace(/\.x$/, '')}</strong>, the current major
        version.
      </p>
      <p className="margin-bottom--none">
        {previous && (
          <>
            {samePageInPrevious ? (
              <Link to={samePageInPrevious}>See this page for tRPC {previous.label}</Link>
            ) : (
              <Link to={previousHome}>Browse the tRPC {previous.label} docs</Link>
            )}
            {' · '}
          </>
        )}
        <Link to={V11_MIGRATION_PATH}>Upgrading from v10? Read the migration guide</Link>
      </p>
    </div>
  );
}

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const { pathname } = useLocation();
  if (version.isLast) {
    // The migration guides explain versions themselves.
    if (pathname.startsWith('/docs/migrate-from')) return null;
    return <CurrentVersionBanner {...props} />;
  }
  return <DocVersionBanner {...props} />;
}
