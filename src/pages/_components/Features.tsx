import type { ReactNode } from 'react';
import Section from './Section';
import styles from './Features.module.css';

interface Feature {
  readonly title: string;
  readonly description: string;
  /** Contents of a 24×24 outline icon, drawn for this site with currentColor strokes. */
  readonly icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Automatic typesafety',
    description:
      'Rename a field or tighten an input on the server, and the compiler points at every client call that no longer fits, before anything ships.',
    icon: (
      <>
        <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6Z" />
        <path d="m9 12 2 2 4-4" />
      </>
    ),
  },
  {
    title: 'Snappy developer experience',
    description:
      'Nothing to generate, nothing to keep in sync, no extra watcher in your terminal. Save the server file and your editor already knows.',
    icon: <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />,
  },
  {
    title: 'Framework agnostic',
    description:
      'Serve procedures from Express, Fastify, Next.js, AWS Lambda, a plain Node.js server or any Fetch-based edge runtime, and call them from React or plain TypeScript.',
    icon: (
      <>
        <path d="m12 3-9 5 9 5 9-5Z" />
        <path d="m3 13 9 5 9-5" />
      </>
    ),
  },
  {
    title: 'Autocompletion',
    description:
      'Procedure names, inputs and results appear in your editor as you type, so exploring an API feels like reading your own code.',
    icon: (
      <>
        <path d="M4 6h7M13 4v4" />
        <rect x="6" y="11" width="14" height="9" rx="2" />
        <path d="M9 14.5h8M9 17h5" />
      </>
    ),
  },
  {
    title: 'Light bundle size',
    description:
      'The client and server packages have no dependencies of their own; what reaches the browser is a thin layer over fetch.',
    icon: (
      <>
        <path d="M5 19c0-8 6-14 14-14 0 8-6 14-14 14Z" />
        <path d="m5 19 8-8" />
      </>
    ),
  },
  {
    title: 'Batteries included',
    description:
      'Request batching, subscriptions, middlewares, input validation, data transformers and a React Query integration come with it.',
    icon: (
      <>
        <rect x="3" y="7" width="16" height="10" rx="2" />
        <path d="M22 10.5v3M7 10.5v3M10.5 10.5v3M14 10.5v3" />
      </>
    ),
  },
];

/** Six reasons to use tRPC, each with an icon drawn for this site. */
export default function Features(): ReactNode {
  return (
    <Section
      id="features"
      title="Everything an API layer should do, and nothing it should not"
      intro="tRPC lets TypeScript carry your types from the server to the client, so the contract between them is the code itself."
    >
      <ul className={styles.grid}>
        {FEATURES.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="28"
              height="28"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {feature.icon}
            </svg>
            <h3 className={styles.title}>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
