/**
 * The navbar search: a button that opens the DocSearch modal, on click,
 * Ctrl/Cmd+K, or "/" when focus is not in a text field. The modal and its
 * styles load when the reader is about to search (hover, focus or touch of
 * the button, or the shortcut) or, where a keyboard is likely, from the
 * page's `load` event on (client/earlySearch.ts; here too once the page has
 * hydrated, for what that could not start): a keyboard reader hovers
 * nothing before Ctrl+K, which can come at once. In local mode the page
 * titles (the quick tier's index) load then too, and the search worker
 * starts once the page is idle, or at any of those (a second later when the
 * titles can already answer: tieredClient.ts). With all of it loaded, the
 * shortcut opens the modal within its own key event.
 */
import type { DocSearchModal as DocSearchModalType, DocSearchHit } from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { afterLoadAndHydration, afterLoadWhenIdle, keyboardLikely } from '@site/plugins/local-search/src/client/idle';
import {
  loadSearchClientModule,
  useContextualFacetFilters,
  useLocalSearchData,
  useResultUrl,
  useSearchPageLink,
} from '@site/plugins/local-search/src/client';
import { handOverEarlyShortcut } from '@site/plugins/local-search/src/client/earlyShortcut';
import { loadModalCode, modalCode } from '@site/plugins/local-search/src/client/modalCode';
import { isSlashShortcut, isToggleShortcut } from '@site/plugins/local-search/src/client/shortcuts';
import type { TieredSearchClient } from '@site/plugins/local-search/src/client/tieredClient';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './styles.css';

type ModalProps = ComponentProps<typeof DocSearchModalType>;
type DocSearchClient = Parameters<NonNullable<ModalProps['transformSearchClient']>>[0];

/**
 * Asks the open modal again for its query, as DocSearch does when its input
 * regains focus (autocomplete's `onFocus` re-runs the current query): the
 * answers shown came from the titles alone and the full index is ready.
 * Not when the reader has moved the selection off the first hit: their
 * next keystroke asks the full index anyway.
 */
function refreshOpenModal(): void {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
  if (!input || !input.value.trim()) return;
  const active = input.getAttribute('aria-activedescendant');
  if (active && !active.endsWith('-item-0')) return;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Ctrl/Cmd+K toggles, "/" opens, Escape closes; a letter typed on the focused button starts a query. */
function useKeyboardShortcuts(
  isOpen: boolean,
  open: (initialQuery?: string) => void,
  close: () => void,
  buttonRef: React.RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.key === 'Escape' && isOpen) || isToggleShortcut(event) || (!isOpen && isSlashShortcut(event))) {
        event.preventDefault();
        if (isOpen) close();
        else if (!document.body.classList.contains('DocSearch--active')) open();
        return;
      }
      if (
        !isOpen &&
        buttonRef.current === document.activeElement &&
        event.key?.length === 1 &&
        /[\p{L}\p{N}]/u.test(event.key) &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey
      ) {
        event.preventDefault();
        open(event.key);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, buttonRef]);
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Apple keyboards say ⌘; known only in the browser, after hydration. */
function useIsApple(): boolean {
  const isBrowser = useIsBrowser();
  return isBrowser && /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const data = useLocalSearchData();
  const facetFilters = useContextualFacetFilters();
  const searchPageLink = useSearchPageLink();
  const resultUrl = useResultUrl();
  const history = useHistory();
  const apple = useIsApple();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [client, setClient] = useState<DocSearchClient | null>(null);
  const local = data.hosted === null;

  /**
   * Loads the page's search client and warms it up: all of it (the worker
   * and the titles), or with `titlesOnly` only the titles the page answers
   * from until the worker is ready.
   */
  const warmEngine = useCallback(
    (titlesOnly = false) =>
      loadSearchClientModule().then(({ getLocalSearchClient }) => {
        const c = getLocalSearchClient(data);
        setClient(() => c as unknown as DocSearchClient);
        // Fetch and index in the background; a failure shows up as the
        // modal's error screen when the reader searches.
        const warm = titlesOnly ? ('warmUpQuick' in c ? c.warmUpQuick(facetFilters) : null) : c.warmUp(facetFilters);
        warm?.catch(() => undefined);
      }),
    [data, facetFilters],
  );

  const preload = useCallback(() => {
    const modal = loadModalCode().then(() => undefined);
    if (!local) return modal;
    return Promise.all([modal, warmEngine()]).then(() => undefined);
  }, [local, warmEngine]);

  // Where a keyboard is likely, the modal's code (and in local mode the
  // titles) once the page has loaded and hydrated: on a docs page
  // earlySearch.ts has started all of it at `load` and this takes it over
  // (nothing is loaded twice); elsewhere (the version searched is the
  // reader's preferred one, known only now) the titles start here. Ctrl+K
  // then opens the modal without waiting for its code, and the first
  // keystrokes are answered from the titles while the worker starts.
  useEffect(() => {
    if (!keyboardLikely(window)) return undefined;
    return afterLoadAndHydration(() => {
      void loadModalCode().catch(() => undefined);
      if (local) void warmEngine(true).catch(() => undefined);
    });
  }, [local, warmEngine]);

  // Local mode: the worker starts once the page is idle, hover or not.
  useEffect(() => {
    if (!local) return undefined;
    return afterLoadWhenIdle(() => void warmEngine().catch(() => undefined));
  }, [local, warmEngine]);

  // Answers that came from the titles alone are asked again once the full index is ready.
  useEffect(() => {
    if (!isOpen || !client || !('onFullIndex' in client)) return undefined;
    return (client as unknown as TieredSearchClient).onFullIndex(refreshOpenModal);
  }, [isOpen, client]);

  const open = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      if (modalCode() && (!local || client)) {
        // Everything the modal needs is here: open it in this event, so
        // it renders and takes focus before the next keystroke is handled.
        setIsOpen(true);
        void preload().catch(() => undefined);
        return;
      }
      void preload().then(
        () => setIsOpen(true),
        // The modal code itself failed to load: try a full search page.
        () => history.push(searchPageLink(query ?? '')),
      );
    },
    [local, client, preload, history, searchPageLink],
  );

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useKeyboardShortcuts(isOpen, open, close, buttonRef);

  // From now on the shortcuts are ours: a press held before the page had
  // hydrated (earlyShortcut.ts) opens search now.
  useEffect(() => handOverEarlyShortcut(() => open()), [open]);

  const navigator = useMemo<ModalProps['navigator']>(
    () => ({
      navigate({ itemUrl }) {
        if (isRegexpStringMatch('^https?://', itemUrl)) window.location.assign(itemUrl);
        else history.push(itemUrl);
      },
      navigateNewTab({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }) {
        window.open(itemUrl, '_blank', 'noopener,popup');
      },
    }),
    [history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: resultUrl(item.url) })),
    [resultUrl],
  );

  const resultsFooterComponent = useCallback<NonNullable<ModalProps['resultsFooterComponent']>>(
    ({ state }) => (
      <Link to={searchPageLink(state.query)} onClick={close}>
        See all {String(state.context.nbHits ?? '')} results
      </Link>
    ),
    [searchPageLink, close],
  );

  // Hosted mode: the modal's own client, sending the documented body shape.
  const hostedClient = useCallback(
    // The modal renders only once its code (with this function) has loaded.
    (searchClient: DocSearchClient) => modalCode()!.withParamsBody(searchClient as never) as DocSearchClient,
    [],
  );

  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => {
      const base = data.missingResultsUrl ?? 'https://github.com/trpc/trpc/issues/new';
      const params = new URLSearchParams({
        title: `Docs search: no results for "${query}"`,
        body: `Searching the docs for \`${query}\` returned nothing.\n\nWhat I was looking for:\n`,
        labels: 'docs',
      });
      return `${base}?${params.toString()}`;
    },
    [data.missingResultsUrl],
  );

  const Modal = modalCode()?.Modal;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="DocSearch DocSearch-Button"
        aria-label={`Search (${apple ? 'Command' : 'Control'}+K)`}
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        onClick={() => open()}
        onMouseOver={() => void preload().catch(() => undefined)}
        onFocus={() => void preload().catch(() => undefined)}
        onTouchStart={() => void preload().catch(() => undefined)}
      >
        <span className="DocSearch-Button-Container">
          <SearchIcon />
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {isOpen &&
        Modal &&
        (!local || client) &&
        createPortal(
          // Our colour tokens sit on this wrapper, so they win over the
          // defaults whatever order the lazy stylesheets arrive in.
          <div className={local ? 'local-search-modal local-search-modal--local' : 'local-search-modal'}>
            <Modal
              appId={data.hosted?.appId ?? 'local'}
              apiKey={data.hosted?.apiKey ?? 'local'}
              indexName={data.hosted?.indexName ?? 'trpc'}
              placeholder="Search docs"
              searchParameters={{ facetFilters }}
              maxResultsPerGroup={5}
              initialQuery={initialQuery}
              initialScrollY={window.scrollY}
              onClose={close}
              navigator={navigator}
              hitComponent={Hit}
              transformItems={transformItems}
              resultsFooterComponent={resultsFooterComponent}
              getMissingResultsUrl={getMissingResultsUrl}
              transformSearchClient={local ? () => client! : hostedClient}
            />
          </div>,
          document.body,
        )}
    </>
  );
}
