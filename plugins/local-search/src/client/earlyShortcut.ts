/**
 * Client module (see the plugin's getClientModules): until the search button
 * has hydrated and listens for its shortcuts, a Ctrl/Cmd+K or "/" pressed on
 * the server-rendered page (from the moment the client modules have run, a
 * few tasks into the main bundle: plugins/client-runtime's entry) is held
 * here, and the browser's own use of the
 * keys is prevented, as the search button prevents it. The search button
 * takes the shortcuts over when it mounts, and opens search then if one was
 * pressed. Once the page has hydrated this listener holds nothing, whether
 * or not a search button took over (a page without one keeps the browser's
 * keys).
 * Part of the main bundle: keep it small.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { isSlashShortcut, isToggleShortcut } from './shortcuts';

let pressed = false;
let listening = false;

function onKeyDown(event: KeyboardEvent): void {
  if (document.documentElement.dataset.hasHydrated === 'true') {
    // No search button took over: a press held before is dropped, not kept for a later page.
    window.removeEventListener('keydown', onKeyDown);
    listening = false;
    pressed = false;
    return;
  }
  if (!isToggleShortcut(event) && !isSlashShortcut(event)) return;
  event.preventDefault();
  pressed = true;
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('keydown', onKeyDown);
  listening = true;
}

/**
 * Hands the shortcuts over to the search button, which listens from now on:
 * stops holding presses and, if the reader pressed one, calls `open` (in a
 * microtask, not inside the caller's effect). Later calls do nothing.
 */
export function handOverEarlyShortcut(open: () => void): void {
  if (listening) {
    window.removeEventListener('keydown', onKeyDown);
    listening = false;
  }
  if (!pressed) return;
  pressed = false;
  queueMicrotask(open);
}
