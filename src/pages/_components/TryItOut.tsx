import StackBlitzEmbed from '@site/src/components/StackBlitzEmbed';
import type { ReactNode } from 'react';
import Section from './Section';
import styles from './TryItOut.module.css';

/**
 * The minimal example in an online editor. StackBlitzEmbed renders a
 * placeholder and contacts StackBlitz only after the reader clicks it.
 */
export default function TryItOut(): ReactNode {
  return (
    <Section
      id="try-it-out"
      title="Try it out for yourself"
      intro="The minimal example from the tRPC repository, a standalone Node.js server and a client that calls it, runs in an editor in your browser. Change a procedure on the server and watch the client's types follow."
    >
      <div className={styles.editor}>
        <StackBlitzEmbed
          github="trpc/trpc/tree/main/examples/minimal"
          file="src/server/index.ts"
          title="tRPC minimal example (server and client)"
        />
      </div>
    </Section>
  );
}
