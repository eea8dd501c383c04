/**
 * Ejected from @docusaurus/theme-classic 3.10.2, `theme/CodeBlock/Buttons/CopyButton`.
 *
 * Why: the browser's copy of a page does not carry its code blocks' source
 * (plugins/code-highlight/src/html-out-loader.cjs drops it beside the
 * highlighted HTML), so the button copies the block's lines as the page
 * shows them (`codeTextOf`) instead of the source string upstream reads
 * from the code-block context. Label, icons, styles and timing are upstream's.
 */
import type { RefObject } from 'react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Buttons/CopyButton';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';
import { codeTextOf } from '../../codeText';

function title(): string {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean): string {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

function copyToClipboard(text: string): Promise<void> {
  // The clipboard API exists only in secure contexts (HTTPS, localhost);
  // elsewhere (a build served over plain HTTP on a network) a selected,
  // off-screen text area is copied the old way.
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  const focused = document.activeElement;
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (focused instanceof HTMLElement) focused.focus();
  return copied ? Promise.resolve() : Promise.reject(new Error('Copying to the clipboard failed'));
}

export default function CopyButton({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    // CUSTOM CODE: the lines on the page, read when the reader copies.
    const pre = (codeBlockRef as RefObject<HTMLPreElement | null>).current;
    const text = pre ? codeTextOf(pre) : metadata.code;
    // CUSTOM CODE END
    void copyToClipboard(text).then(() => {
      setIsCopied(true);
      copyTimeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [codeBlockRef, metadata.code]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
      onClick={copyCode}
    >
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </Button>
  );
}
