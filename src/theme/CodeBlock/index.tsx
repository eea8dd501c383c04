/**
 * Ejected from @docusaurus/theme-classic 3.10.2, `theme/CodeBlock/index.js`
 * with its `Content/String.js`, `Layout` and `Container`.
 *
 * Why: code is highlighted while the site builds (plugins/code-highlight), so
 * this block renders that HTML as it is instead of running Prism in the
 * browser: no highlighter or grammar ships to readers, and hydration does not
 * re-tokenise every block. Colours come from CSS for both colour modes, so
 * the upstream re-render on mount (to swap the Prism theme) is gone too.
 * Blocks made at run time from a string (InstallSnippet's commands) render as
 * plain text. Title, copy and word-wrap buttons, line highlighting and line
 * numbers are upstream's, through the same code-block context (the word-wrap
 * state from ./useCodeWordWrap.ts, a lighter copy of upstream's hook).
 */
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
} from '@docusaurus/theme-common/internal';
import type { Props as UpstreamProps } from '@theme/CodeBlock';
import Buttons from '@theme/CodeBlock/Buttons';
import Title from '@theme/CodeBlock/Title';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  type CodeHtmlRef,
  codeHtmlOf,
  isCodeHtmlRef,
  stopListening,
} from '@site/plugins/code-highlight/src/client/codeHtml';
import clsx from 'clsx';
import {
  Children,
  type CSSProperties,
  type ReactNode,
  type RefObject,
  isValidElement,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import styles from './styles.module.css';
import { useCodeWordWrap } from './useCodeWordWrap';

export interface Props extends UpstreamProps {
  /**
   * The highlighted lines, rendered at build time by plugins/code-highlight:
   * the HTML itself in the server render, a reference to it in the browser
   * (plugins/code-highlight/src/client/codeHtml.ts).
   */
  readonly html?: string | CodeHtmlRef;
}

// CUSTOM CODE: the block's text, whatever shape MDX handed it over in.
function textOf(children: ReactNode): string {
  if (typeof children === 'string') return children;
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

/**
 * The block's HTML: a string to render, `adopt` to keep what the server
 * wrote (while hydrating, and ever after), or undefined while it loads.
 */
function useBlockHtml(html: string | CodeHtmlRef | undefined): string | 'adopt' | undefined {
  const isBrowser = useIsBrowser();
  // Hydrating (a production build; `npm start` renders in the browser from
  // scratch): the server's HTML is in the DOM. Decided on the first render.
  const [adopt] = useState(
    () => Boolean(process.env.HYDRATE_CLIENT_ENTRY) && typeof document !== 'undefined' && !isBrowser,
  );
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const ref = isCodeHtmlRef(html) ? html : undefined;
  useEffect(() => (ref ? () => stopListening(ref, loaded) : undefined), [ref]);
  if (!ref) return html as string | undefined;
  if (adopt) return 'adopt';
  return codeHtmlOf(ref, loaded);
}

function Content({ html: htmlProp }: { html?: string | CodeHtmlRef }): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const html = useBlockHtml(htmlProp);
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <pre
      // theme-common types the ref for React 19 (`RefObject<T | null>`); the
      // site runs React 18, whose `ref` prop wants `RefObject<T>`.
      ref={codeBlockRef as RefObject<HTMLPreElement>}
      // Scrollable regions must be reachable with the keyboard.
      tabIndex={0}
      className={clsx(styles.codeBlock, 'thin-scrollbar', `language-${metadata.language}`)}
    >
      {html !== undefined ? (
        <code
          className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
          style={numbered ? { counterReset: `line-count ${metadata.lineNumbersStart! - 1}` } : undefined}
          // Adopting: the server's HTML stays; an unchanged empty string is
          // never written back, hydrating or not.
          dangerouslySetInnerHTML={{ __html: html === 'adopt' ? '' : html }}
          suppressHydrationWarning
        />
      ) : (
        <code className={styles.codeBlockLines}>
          {metadata.code.split('\n').map((line, i) => (
            <div key={i} className={clsx('token-line', metadata.lineClassNames[i])}>
              {line}
              <br />
            </div>
          ))}
        </code>
      )}
    </pre>
  );
}
// CUSTOM CODE END

export default function CodeBlock({ children, html, ...props }: Props): ReactNode {
  const { prism } = useThemeConfig();
  const wordWrap = useCodeWordWrap();
  if (Children.toArray(children).some((child) => isValidElement(child))) {
    throw new Error('CodeBlock: children must be the code as text');
  }
  const code = textOf(children);
  const { className, metastring, language, title, showLineNumbers } = props;
  // Parsed once: the block renders again when its word-wrap state changes.
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [code, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <div
        className={clsx(styles.container, ThemeClassNames.common.codeBlock, metadata.className)}
        // CUSTOM CODE: the block's height in lines (a title counts as two),
        // which custom.css uses to reserve its space before it is laid out.
        style={{ '--code-rows': metadata.code.split('\n').length + (metadata.title ? 2 : 0) } as CSSProperties}
      >
        {metadata.title && (
          <div className={styles.title}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <Content html={html} />
          <Buttons />
        </div>
      </div>
    </CodeBlockContextProvider>
  );
}
