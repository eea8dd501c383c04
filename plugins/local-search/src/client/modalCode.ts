/**
 * The DocSearch modal's code and styles, loaded once: by the search button
 * when the reader is about to search, or ahead of that where a keyboard is
 * likely (see earlySearch.ts). Part of the main bundle: keep it small.
 */
import type { DocSearchModal as DocSearchModalType } from '@docsearch/react';
import type { withParamsBody as WithParamsBody } from './hostedRequests';

export interface ModalCode {
  Modal: typeof DocSearchModalType;
  /** Hosted mode's request shape (hostedRequests.ts), loaded with the modal: no page needs it before. */
  withParamsBody: typeof WithParamsBody;
}

let loaded: ModalCode | null = null;
let loading: Promise<ModalCode> | null = null;

/** The modal's code once it has loaded, else null. */
export function modalCode(): ModalCode | null {
  return loaded;
}

/** Loads the modal's code and styles (once; a failed load is tried again on the next call). */
export function loadModalCode(): Promise<ModalCode> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('./hostedRequests'),
    import('../theme/SearchBar/modalStyles'),
  ]).then(
    ([{ DocSearchModal }, hosted]) => (loaded = { Modal: DocSearchModal, withParamsBody: hosted.withParamsBody }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
