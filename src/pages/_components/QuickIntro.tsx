import Step1 from '@site/docs/landing-intro/Step1.md';
import Step2 from '@site/docs/landing-intro/Step2.md';
import Step3 from '@site/docs/landing-intro/Step3.md';
import MDXContent from '@theme/MDXContent';
import type { ComponentType, ReactNode } from 'react';
import Section from './Section';
import styles from './QuickIntro.module.css';

/** A compiled MDX document: it accepts a map that overrides the elements it renders. */
type MDXDocument = ComponentType<{ readonly components?: Readonly<Record<string, ComponentType>> }>;

/**
 * The step files are also doc pages, so they may open with their own title
 * heading. Here the step list supplies the titles (as H3 under this
 * section's H2), so headings inside the files are not rendered: a second
 * copy of the title, or a stray H1, would break the page outline.
 */
function OmittedHeading(): null {
  return null;
}

const STEP_COMPONENTS = { h1: OmittedHeading, h2: OmittedHeading, h3: OmittedHeading };

const STEPS: readonly { readonly title: string; readonly Content: MDXDocument }[] = [
  { title: 'Define your procedures', Content: Step1 },
  { title: 'Create your HTTP server', Content: Step2 },
  { title: 'Connect your client and start querying!', Content: Step3 },
];

/** Three short steps, each shown with the code from docs/landing-intro. */
export default function QuickIntro(): ReactNode {
  return (
    <Section
      id="quick-intro"
      shaded
      title="From nothing to a typed API in three steps"
      intro="A router on the server, an adapter to serve it, and a client that learns the router's type. That is the whole setup."
    >
      <ol className={styles.steps}>
        {STEPS.map(({ title, Content }, index) => (
          <li key={title} className={styles.step}>
            <div className={styles.heading}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.title}>{title}</h3>
            </div>
            <div className={styles.body}>
              <MDXContent>
                <Content components={STEP_COMPONENTS} />
              </MDXContent>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
