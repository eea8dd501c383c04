/**
 * The keys that open search: Ctrl/Cmd+K anywhere, "/" when focus is not in a
 * text field. Shared by the search button (theme/SearchBar) and the listener
 * that holds a press made before the page has hydrated (earlyShortcut.ts).
 * Part of the main bundle: keep it small.
 */

/** Whether the key event's target is a field the reader is typing into. */
export function isEditingContent(event: KeyboardEvent): boolean {
  const element = event.target as HTMLElement | null;
  if (!element) return false;
  return element.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName);
}

/** Ctrl/Cmd+K: opens search, or closes it when open. */
export function isToggleShortcut(event: KeyboardEvent): boolean {
  // Chrome's autofill sends key events without a key.
  return typeof event.key === 'string' && event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
}

/** "/" outside a text field: opens search. */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  return event.key === '/' && !isEditingContent(event);
}
