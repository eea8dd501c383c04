import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement as h, Fragment } from 'react';
import { headProps, reduceHead, reduceTags } from './head';

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
