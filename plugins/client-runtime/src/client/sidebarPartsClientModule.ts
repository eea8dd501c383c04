/**
 * Client module: a reader reaching for a sidebar category whose list loads
 * with a route part (sidebarParts.ts) loads that part: on pointer hover,
 * touch or keyboard focus, so the list is usually there by the click, and on
 * the click itself. One listener per event for the whole document.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { LAZY_CLASS } from '../path-prefix.cjs';
import { loadSidebarPart } from './sidebarParts';

function onReach(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const category = target?.closest(`.${LAZY_CLASS}`);
  if (!category) return;
  loadSidebarPart(Array.from(category.classList)).catch(() => {
    // Offline: the category keeps its first link; the next reach tries again.
  });
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['pointerover', 'touchstart', 'focusin', 'click']) {
    document.addEventListener(type, onReach, { capture: true, passive: true });
  }
}

export default {};
