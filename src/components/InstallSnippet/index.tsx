import { useMDXComponents } from '@mdx-js/react';
import type CodeBlockComponent from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type { ReactNode } from 'react';

export interface InstallSnippetProps {
  /** Space-separated package specifiers, e.g. "@trpc/server @trpc/client zod". */
  readonly pkgs: string;
  /** Install as development dependencies. */
  readonly dev?: boolean;
}

const MANAGERS = [
  { id: 'npm', label: 'npm', cmd: (dev: boolean) => `npm install ${dev ? '--save-dev ' : ''}` },
  { id: 'yarn', label: 'yarn', cmd: (dev: boolean) => `yarn add ${dev ? '--dev ' : ''}` },
  { id: 'pnpm', label: 'pnpm', cmd: (dev: boolean) => `pnpm add ${dev ? '--save-dev ' : ''}` },
  { id: 'bun', label: 'bun', cmd: (dev: boolean) => `bun add ${dev ? '--dev ' : ''}` },
] as const;

/**
 * The install command for each package manager, in tabs synced site-wide.
 * It renders inside MDX content, and takes the code block from the MDX
 * component map (src/theme/MDXComponents.tsx), which the page has loaded
 * already, instead of bundling another copy with each page.
 */
export default function InstallSnippet({ pkgs, dev = false }: InstallSnippetProps): ReactNode {
  const CodeBlock = (useMDXComponents() as { CodeBlock?: typeof CodeBlockComponent }).CodeBlock;
  if (!CodeBlock) throw new Error('InstallSnippet renders inside MDX content, whose components include CodeBlock');
  const list = pkgs.trim().split(/\s+/).join(' ');
  return (
    <Tabs groupId="package-manager" queryString="pm">
      {MANAGERS.map((m) => (
        <TabItem key={m.id} value={m.id} label={m.label}>
          <CodeBlock language="bash">{`${m.cmd(dev)}${list}`}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
