import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement as h, Fragment, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Helmet as PackageHelmet, HelmetProvider } from 'react-helmet-async';
import { type HeadState, type HelmetProps, headProps, helmetProps, reduceHead, reduceTags } from './head';

describe('head: the children of a Head', () => {
  it('maps title, html, body and tags the way react-helmet-async does', () => {
    const props = headProps([
      h('html', { key: 1, lang: 'en', className: 'docs-wrapper' }),
      h('body', { key: 2, className: 'navigation-with-keyboard' }),
      h('title', { key: 3 }, 'Quickstart', ' | tRPC'),
      h('meta', { key: 4, name: 'description', content: 'Set up tRPC' }),
      false,
      null,
      h(Fragment, { key: 5 }, h('link', { rel: 'canonical', href: 'https://trpc.io/docs/quickstart' })),
      h('script', { key: 6, type: 'application/ld+json' }, '{"a":1}'),
      h('meta', { key: 7, httpEquiv: 'refresh', content: '0' }),
    ]);
    assert.deepEqual(props, {
      htmlAttributes: { lang: 'en', class: 'docs-wrapper' },
      bodyAttributes: { class: 'navigation-with-keyboard' },
      title: 'Quickstart | tRPC',
      titleAttributes: {},
      meta: [
        { name: 'description', content: 'Set up tRPC' },
        { 'http-equiv': 'refresh', content: '0' },
      ],
      link: [{ rel: 'canonical', href: 'https://trpc.io/docs/quickstart' }],
      script: [{ type: 'application/ld+json', innerHTML: '{"a":1}' }],
    });
  });

  it('refuses elements a head cannot hold', () => {
    assert.throws(() => headProps(h('div', null)), /does not support <div>/);
  });
});

describe('head: what the mounted Heads add up to', () => {
  it('takes the last title and merges attributes, later ones winning', () => {
    const state = reduceHead([
      { title: 'tRPC', htmlAttributes: { lang: 'en', dir: 'ltr' } },
      { htmlAttributes: { class: 'docs-wrapper' } },
      { title: 'Quickstart | tRPC', htmlAttributes: { lang: 'fr' } },
      {},
    ]);
    assert.equal(state.title, 'Quickstart | tRPC');
    assert.deepEqual(state.htmlAttributes, { lang: 'fr', dir: 'ltr', class: 'docs-wrapper' });
  });

  it('replaces a meta tag by a later one with the same name or property', () => {
    const state = reduceHead([
      {
        meta: [
          { property: 'og:title', content: 'tRPC' },
          { name: 'viewport', content: 'width=device-width' },
        ],
      },
      { meta: [{ property: 'og:title', content: 'Quickstart | tRPC' }] },
    ]);
    assert.deepEqual(state.meta, [
      { name: 'viewport', content: 'width=device-width' },
      { property: 'og:title', content: 'Quickstart | tRPC' },
    ]);
  });

  it('keys links by href, canonical links by rel, and keeps a Head’s own tags together', () => {
    const links = reduceTags(
      [
        [
          { rel: 'canonical', href: 'https://trpc.io/' },
          { rel: 'alternate', href: 'https://trpc.io/', hreflang: 'en' },
        ],
        [
          { rel: 'canonical', href: 'https://trpc.io/docs' },
          { rel: 'alternate', href: 'https://trpc.io/docs', hreflang: 'en' },
          { rel: 'alternate', href: 'https://trpc.io/docs', hreflang: 'x-default' },
        ],
      ],
      ['rel', 'href'],
    );
    assert.deepEqual(links, [
      { rel: 'alternate', href: 'https://trpc.io/', hreflang: 'en' },
      { rel: 'canonical', href: 'https://trpc.io/docs' },
      { rel: 'alternate', href: 'https://trpc.io/docs', hreflang: 'en' },
      { rel: 'alternate', href: 'https://trpc.io/docs', hreflang: 'x-default' },
    ]);
  });

  it('drops tags without a key attribute, and keeps the last base', () => {
    const state = reduceHead([{ meta: [{ content: 'orphan' }], base: { href: '/a/' } }, { base: { href: '/b/' } }]);
    assert.deepEqual(state.meta, []);
    assert.deepEqual(state.base, [{ href: '/b/' }]);
  });
});

/** React prop names back to the HTML names the package's state holds (its `toComponent` renames them). */
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

type Attributes = Record<string, string>;

function fromReactProps(props: Record<string, unknown>, content?: 'innerHTML' | 'cssText'): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'key' || name === 'data-rh' || name === 'children') continue;
    if (name === 'dangerouslySetInnerHTML') attributes[content!] = (value as { __html: string }).__html;
    else attributes[HTML_NAMES[name] ?? name] = value as string;
  }
  return attributes;
}

interface ServerHelmet {
  title: { toComponent(): ReactElement[] };
  htmlAttributes: { toComponent(): Record<string, unknown> };
  bodyAttributes: { toComponent(): Record<string, unknown> };
  [tag: string]: { toComponent(): unknown };
}

/**
 * The head react-helmet-async writes into a page's HTML for these `Head`s
 * (the server render keeps the package), read back into our state's shape.
 */
function serverHead(heads: HelmetProps[]): HeadState {
  const context: { helmet?: ServerHelmet } = {};
  renderToStaticMarkup(
    h(HelmetProvider, { context } as never, ...heads.map((props, key) => h(PackageHelmet, { key, ...props } as never))),
  );
  const helmet = context.helmet!;
  const title = helmet.title.toComponent()[0]!.props as Record<string, unknown>;
  const tags = (type: string, content?: 'innerHTML' | 'cssText') =>
    (helmet[type]!.toComponent() as ReactElement[]).map((e) => fromReactProps(e.props as never, content));
  return {
    title: title.children as string,
    titleAttributes: fromReactProps(title),
    htmlAttributes: fromReactProps(helmet.htmlAttributes.toComponent()),
    bodyAttributes: fromReactProps(helmet.bodyAttributes.toComponent()),
    base: tags('base'),
    meta: tags('meta'),
    link: tags('link'),
    script: tags('script', 'innerHTML'),
    noscript: tags('noscript', 'innerHTML'),
    style: tags('style', 'cssText'),
  };
}

/** What this module brings the browser's head to for the same `Head`s. */
function browserHead(heads: HelmetProps[]): HeadState {
  const state = reduceHead(heads.map(helmetProps));
  // The server writes an empty <title> when no Head sets one; the browser then leaves the title alone.
  return { ...state, title: state.title ?? '' };
}

const agree = (...heads: HelmetProps[]) => assert.deepEqual(browserHead(heads), serverHead(heads));

describe('head: the props form, as the server render writes it', () => {
  it('keeps a meta tag given as a prop (the review’s example)', () => {
    agree({ meta: [{ name: 'robots', content: 'noindex' }] });
    assert.deepEqual(browserHead([{ meta: [{ name: 'robots', content: 'noindex' }] }]).meta, [
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it('maps every prop of the props form', () => {
    agree({
      title: 'Quickstart',
      titleTemplate: '%s | tRPC',
      titleAttributes: { itemprop: 'name' },
      htmlAttributes: { lang: 'en', class: 'docs' },
      bodyAttributes: { class: 'plain' },
      base: { href: '/docs/', target: '_blank' },
      meta: [
        { name: 'description', content: 'Set up tRPC' },
        { property: 'og:title', content: 'Quickstart' },
        { 'http-equiv': 'refresh', content: '30' },
      ],
      link: [
        { rel: 'canonical', href: 'https://trpc.io/docs/quickstart' },
        { rel: 'stylesheet', href: '/a.css' },
      ],
      script: [{ type: 'application/ld+json', innerHTML: '{"@type":"WebPage"}' }, { src: '/x.js' }],
      noscript: [{ innerHTML: '<img src="/pixel.gif">' }],
      style: [{ cssText: 'body { color: red; }' }],
      encodeSpecialCharacters: true,
      prioritizeSeoTags: false,
    } as HelmetProps);
  });

  it('puts children over props: a child title, and children of a type over that prop', () => {
    agree({
      title: 'From the prop',
      meta: [{ name: 'robots', content: 'noindex' }],
      link: [{ rel: 'icon', href: '/favicon.ico' }],
      children: [
        h('title', { key: 't' }, 'From a child'),
        h('meta', { key: 'm', name: 'description', content: 'child' }),
      ] as ReactNode,
    });
  });

  it('applies the last title template to the last title, across Heads, and falls back to defaultTitle', () => {
    agree({ titleTemplate: '%s – tRPC', defaultTitle: 'tRPC' }, { htmlAttributes: { lang: 'en' } });
    agree({ titleTemplate: '%s – tRPC', defaultTitle: 'tRPC' }, { title: 'Routers $& %s' });
    agree(
      { title: 'Outer', titleTemplate: 'A %s' },
      { titleTemplate: 'B %s' },
      { children: h('title', null, 'Inner') },
    );
  });

  it('maps the children form as before, fragments included (their quirk too)', () => {
    agree({
      children: [
        h('html', { key: 1, lang: 'en', className: 'docs-wrapper' }),
        h('title', { key: 2 }, 'Quickstart', ' | tRPC'),
        h(Fragment, { key: 3 }, h('meta', { name: 'keywords', content: 'a' }), h('link', { rel: 'icon', href: '/i' })),
        h('meta', { key: 4, httpEquiv: 'refresh', content: '0' }),
        h('script', { key: 5, type: 'application/ld+json' }, '{"a":1}'),
      ] as ReactNode,
    });
    // A fragment's meta tags are replaced by the outer level's, as the package does.
    assert.deepEqual(
      helmetProps({
        children: [h(Fragment, { key: 1 }, h('meta', { name: 'a', content: '1' })), h('meta', { key: 2, name: 'b' })],
      }).meta,
      [{ name: 'b' }],
    );
  });

  it('fails loudly on a prop it does not support', () => {
    assert.throws(() => helmetProps({ onChangeClientState: () => {} } as HelmetProps), /<Head onChangeClientState>/);
    assert.throws(() => helmetProps({ helmetData: {} } as HelmetProps), /<Head helmetData>/);
  });
});
