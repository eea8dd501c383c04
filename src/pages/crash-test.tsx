/**
 * Test fixture for the crash fallback: the button makes the page throw an
 * error with a cause while rendering. Kept out of the sitemap (config) and
 * of the search index (robots noindex).
 */
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import { type ReactNode, useState } from 'react';

function Boom(): ReactNode {
  throw new Error('The crash-test page was asked to crash', {
    cause: new Error('Thrown on purpose to show the error fallback'),
  });
}

/**
 * Lives inside the layout's error boundary, so "Try again" remounts it with
 * fresh state and the page renders normally again.
 */
function CrashDemo(): ReactNode {
  const [crash, setCrash] = useState(false);
  return (
    <main className="container margin-vert--xl">
      <h1>Crash test</h1>
      <p>This page exists to check how the site recovers when a page throws while rendering.</p>
      <button type="button" className="button button--danger" onClick={() => setCrash(true)}>
        Crash this page
      </button>
      {crash && <Boom />}
    </main>
  );
}

export default function CrashTest(): ReactNode {
  return (
    <Layout title="Crash test" description="Exercises the page crash fallback">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <CrashDemo />
    </Layout>
  );
}
