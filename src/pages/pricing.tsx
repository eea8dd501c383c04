/**
 * Plans page: three tiers side by side on wide screens, stacked below 996px.
 * Each tier's anchor (#tier-free, #tier-pro, #tier-enterprise) is registered
 * with the broken-anchor check, so other pages may link to it.
 */
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './pricing.module.css';

interface Tier {
  readonly id: 'tier-free' | 'tier-pro' | 'tier-enterprise';
  readonly name: string;
  readonly summary: string;
  readonly price: string;
  readonly period: string;
  readonly features: readonly string[];
  readonly cta: { readonly label: string; readonly href: string };
  /** Drawn as the highlighted card. */
  readonly featured?: boolean;
}

const TIERS: readonly Tier[] = [
  {
    id: 'tier-free',
    name: 'Open Source',
    summary: 'Everything you need to build with tRPC, at no cost.',
    price: 'Free',
    period: 'forever',
    features: ['All MIT-licensed packages', 'Help from the community on GitHub and Discord'],
    cta: { label: 'Donate', href: 'https://github.com/sponsors/KATT' },
  },
  {
    id: 'tier-pro',
    name: 'Pro',
    summary: 'For companies that build on tRPC and want a direct line to the people who maintain it.',
    price: '$500',
    period: 'per month',
    features: [
      'Your bug reports fixed first',
      'Your feature requests prioritised',
      'Priority support from the maintainers',
      'A private Discord channel with the team',
      'Packages beyond the MIT-licensed set',
      'Consulting hours every month',
      'Cancel at any time',
      'Optional logo placement on the tRPC website',
    ],
    cta: { label: 'Buy plan', href: 'mailto:sales@trpc.io?subject=Pro%20Plan' },
  },
  {
    id: 'tier-enterprise',
    name: 'Enterprise',
    summary: 'For organisations that need guaranteed response times and work shaped around their own stack.',
    price: 'Custom',
    period: 'quote',
    features: [
      'Features tailored to your needs',
      'Enterprise packages',
      'A response within 24 hours',
      'A dedicated Slack or Discord channel',
      'Optional logo placement on the tRPC website',
    ],
    cta: { label: 'Contact us', href: 'mailto:sales@trpc.io?subject=Enterprise%20Plan%20Inquiry' },
    featured: true,
  },
];

function CheckIcon(): ReactNode {
  return (
    <svg className={styles.check} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <path
        d="m4.5 10.5 3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TierCard({ tier }: { readonly tier: Tier }): ReactNode {
  useBrokenLinks().collectAnchor(tier.id);
  const titleId = `${tier.id}-name`;
  return (
    <li className={styles.tierItem}>
      <article id={tier.id} aria-labelledby={titleId} className={clsx(styles.tier, tier.featured && styles.featured)}>
        <h2 id={titleId} className={styles.tierName}>
          {tier.name}
        </h2>
        <p className={styles.summary}>{tier.summary}</p>
        <p className={styles.price}>
          <span className={styles.amount}>{tier.price}</span> <span className={styles.period}>{tier.period}</span>
        </p>
        <ul className={styles.features}>
          {tier.features.map((feature) => (
            <li key={feature}>
              <CheckIcon />
              {feature}
            </li>
          ))}
        </ul>
        <a
          className={clsx('button button--lg button--block', tier.featured ? styles.ctaInverse : 'button--primary')}
          href={tier.cta.href}
          aria-describedby={titleId}
        >
          {tier.cta.label}
        </a>
      </article>
    </li>
  );
}

export default function Pricing(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description="Plans for teams that use tRPC: free open source, a Pro plan with priority support from the maintainers, and custom Enterprise agreements."
    >
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>Pricing</p>
          <h1 className={styles.title}>Support that grows with your use of tRPC</h1>
          <p className={styles.intro}>
            tRPC stays free and open source. If your business depends on it, a paid plan gets your issues handled first
            and funds the project at the same time.
          </p>
        </header>

        <ul className={styles.tiers}>
          {TIERS.map((tier) => (
            <TierCard key={tier.id} tier={tier} />
          ))}
        </ul>

        <p className={styles.footer}>
          Not sure which plan fits, or need something the tiers do not cover? Write to{' '}
          <a href="mailto:info@trpc.io?subject=Pricing">info@trpc.io</a>.
        </p>
      </main>
    </Layout>
  );
}
