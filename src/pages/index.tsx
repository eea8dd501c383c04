/**
 * Home page. Kept light on purpose: no client-side libraries, no animation
 * scripts, and no request to another host until the reader asks for one
 * (the editor in "Try it out" loads on click).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';
import CompaniesUsing from './_components/CompaniesUsing';
import Features from './_components/Features';
import Hero from './_components/Hero';
import QuickIntro from './_components/QuickIntro';
import SponsorCta from './_components/SponsorCta';
import TryItOut from './_components/TryItOut';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title={siteConfig.tagline.replace('\n', ' ')}
      description="tRPC lets you build typesafe APIs in TypeScript without schemas or code generation: define procedures on the server and call them from the client with full type inference."
    >
      <main className={styles.main}>
        <Hero />
        <Features />
        <QuickIntro />
        <TryItOut />
        <CompaniesUsing />
        <SponsorCta />
      </main>
    </Layout>
  );
}
