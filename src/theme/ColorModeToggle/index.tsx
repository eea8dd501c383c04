/**
 * Wraps the colour mode toggle. Docusaurus already starts in light mode,
 * follows the system preference while nothing is stored and stores the
 * reader's choice under `theme`. What this adds, per the site spec: when the
 * operating system switches between light and dark, the site follows and
 * stores that as the reader's latest preference. It goes through
 * `useColorMode()`; nothing here writes `data-theme` itself.
 */
import { useColorMode } from '@docusaurus/theme-common';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import { type ComponentProps, type ReactNode, useEffect } from 'react';

type Props = ComponentProps<typeof ColorModeToggleType>;

function useFollowSystemColorScheme(): void {
  const { setColorMode } = useColorMode();
  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => setColorMode(event.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setColorMode]);
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  useFollowSystemColorScheme();
  return <ColorModeToggle {...props} />;
}
