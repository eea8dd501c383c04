import { createContext, useContext } from 'react';

/**
 * The descriptions of the docs a generated index page shows as cards, by
 * doc id. The browser's copy of the docs version data carries no
 * descriptions (plugins/client-runtime, version-data-loader.cjs); the page's
 * own props do, and src/theme/DocCategoryGeneratedIndexPage provides them
 * here for src/theme/DocCard.
 */
export const DocCardDescriptions = createContext<Readonly<Record<string, string>>>({});

export function useDocCardDescription(docId: string | undefined): string | undefined {
  const descriptions = useContext(DocCardDescriptions);
  return docId === undefined ? undefined : descriptions[docId];
}
