/**
 * The text of a rendered code block as its reader sees it: one line per
 * `.token-line` (the markup of build-time and plain blocks alike), without
 * the type tooltips, the errors shown under a line, the block's `<style>`
 * or line numbers. It is the block's source with its magic comments
 * removed, which is what the copy button has always copied.
 */
export function codeTextOf(pre: Element): string {
  const code = pre.querySelector('code') ?? pre;
  return Array.from(code.querySelectorAll(':scope > .token-line'), (line) => {
    const copy = line.cloneNode(true) as Element;
    copy.querySelectorAll('.hv-t, .code-line-number').forEach((extra) => extra.remove());
    return copy.textContent ?? '';
  }).join('\n');
}
