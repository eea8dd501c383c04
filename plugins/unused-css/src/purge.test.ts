import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { transform } from 'lightningcss';
import { classIsUsed, liveCustomProperties, purgeCss, purgeCustomProperties, usedNames, type UsedNames } from './purge';

/** Compare stylesheets whatever their whitespace. */
const min = (css: string) => transform({ filename: 'x.css', code: Buffer.from(css), minify: true }).code.toString();

function purged(css: string, used: UsedNames) {
  return min(purgeCss(css, used).code);
}

describe('the names the code uses', () => {
  it('collects every identifier-like word', () => {
    const used = usedNames(['e.className="navbar navbar--fixed-top"', 'x({className:"a_Bc1"})']);
    for (const name of ['navbar', 'navbar--fixed-top', 'a_Bc1', 'className', 'e', 'x']) {
      assert.ok(used.tokens.has(name), name);
    }
  });

  it('takes the dash-ending end of a string literal as a prefix, in every quoting', () => {
    const used = usedNames([
      'clsx("alert alert--"+t)',
      "c('col--'.concat(n))",
      'const m=`margin-vert--${s} text--${a}`',
      // Not string literals: a decrement, a subtraction.
      'for(;i--;)x=a-(b)',
    ]);
    assert.deepEqual(used.prefixes, ['alert--', 'col--', 'margin-vert--', 'text--']);
  });

  it('keeps a class named in the code, or starting with one of its prefixes', () => {
    const used = usedNames(['"menu" "badge--"']);
    assert.ok(classIsUsed('menu', used));
    assert.ok(classIsUsed('badge--secondary', used));
    assert.ok(!classIsUsed('menu__link', used));
    assert.ok(!classIsUsed('pills', used));
  });

  it('keeps a class whose name a word cannot hold', () => {
    const used = usedNames(['']);
    assert.ok(classIsUsed('md:flex', used));
    assert.ok(classIsUsed('w-1/2', used));
    assert.ok(classIsUsed('café', used));
  });

  it('does not depend on the order of the assets', () => {
    const a = usedNames(['"x-"', '"y-" z']);
    const b = usedNames(['"y-" z', '"x-"']);
    assert.deepEqual(a.prefixes, b.prefixes);
    assert.deepEqual([...a.tokens].sort(), [...b.tokens].sort());
  });
});

describe('purging a stylesheet', () => {
  const used = usedNames(['"used other hero"', '"alert--"', 'el.style.animation="spin-js 1s"']);

  it('drops a rule only when every selector needs an unused class', () => {
    const css = `
      .gone { color: red }
      .used, .gone { color: blue }
      .gone .used, .gone > p { color: green }
      .used.gone { color: pink }
    `;
    assert.equal(purged(css, used), min('.used, .gone { color: blue }'));
  });

  it('never drops on elements, ids, attributes, pseudo-classes or :root', () => {
    const css = `
      :root { --x: 1 }
      html[data-theme='dark'] { --x: 2 }
      p, #gone, [class*='gone'], a:hover, ::selection { color: red }
    `;
    assert.equal(purged(css, used), min(css));
  });

  it('ignores the classes inside a pseudo-class argument', () => {
    const css = `
      .used:not(.gone) { color: red }
      :is(.gone, .used) { color: blue }
      :where(.gone) { color: green }
      p:has(.gone) { color: pink }
      .gone:not(.used) { color: black }
    `;
    assert.equal(
      purged(css, used),
      min(`
        .used:not(.gone) { color: red }
        :is(.gone, .used) { color: blue }
        :where(.gone) { color: green }
        p:has(.gone) { color: pink }
      `),
    );
  });

  it('keeps classes that start with a prefix the code builds names from', () => {
    const css = '.alert--danger { color: red } .alert__icon { color: blue }';
    assert.equal(purged(css, used), min('.alert--danger { color: red }'));
  });

  it('looks into grouping rules and drops them once empty', () => {
    const css = `
      @media (min-width: 1px) { .gone { color: red } }
      @media (min-width: 2px) { .gone { color: red } .used { color: blue } }
      @supports (display: grid) { @media print { .gone { display: grid } } }
      @container (min-width: 1px) { .gone { color: red } }
    `;
    assert.equal(purged(css, used), min('@media (min-width: 2px) { .used { color: blue } }'));
  });

  it('keeps an emptied @layer block, which still orders the layers', () => {
    const css = '@layer a { .gone { color: red } } @layer b { .used { color: blue } .gone { color: red } }';
    assert.equal(purged(css, used), min('@layer a {} @layer b { .used { color: blue } }'));
  });

  it('looks into nested rules', () => {
    const css = '.used { color: red; &.gone { color: blue } & .other { color: green } }';
    assert.equal(purged(css, used), min('.used { color: red; & .other { color: green } }'));
  });

  it('keeps what is not a style rule', () => {
    const css = `
      @import url(other.css);
      @font-face { font-family: X; src: url(x.woff2) }
      @property --angle { syntax: '<angle>'; inherits: false; initial-value: 0deg }
      @page { margin: 1cm }
    `;
    assert.equal(purged(css, used), min(css));
  });

  it('drops the @keyframes that nothing left names', () => {
    const css = `
      @keyframes spin { to { transform: rotate(1turn) } }
      @keyframes fade { to { opacity: 0 } }
      @keyframes pulse { to { opacity: .5 } }
      @keyframes spin-js { to { opacity: .5 } }
      @keyframes unused { to { opacity: .5 } }
      @media (prefers-reduced-motion: no-preference) { @keyframes unused-too { to { opacity: .5 } } }
      .used { animation: spin 1s }
      .gone { animation: fade 1s }
      .hero { --pulse-animation: pulse 2s infinite }
    `;
    const result = purgeCss(css, used);
    assert.deepEqual(result.removedKeyframes, ['fade', 'unused', 'unused-too']);
    assert.equal(result.removedRules, 1);
    assert.equal(
      min(result.code),
      min(`
        @keyframes spin { to { transform: rotate(1turn) } }
        @keyframes pulse { to { opacity: .5 } }
        @keyframes spin-js { to { opacity: .5 } }
        .used { animation: spin 1s }
        .hero { --pulse-animation: pulse 2s infinite }
      `),
    );
  });

  it('gives the same output for the same input', () => {
    const css = '.used { color: red } .gone { color: blue } @media print { .other { color: green } }';
    assert.equal(purgeCss(css, used).code, purgeCss(css, used).code);
  });

  it('keeps a rule whose selector it cannot read on its own', () => {
    const css = '..gone { color: red } .used { > .gone { color: blue } }';
    assert.equal(purgeCss(css, used).code, css);
  });

  it('refuses a stylesheet it cannot parse rather than guessing', () => {
    assert.throws(() => purgeCss('.used { color: red', used));
  });

  it('leaves every byte of what it keeps: comments, spacing, fallback declarations', () => {
    const css =
      '/*! x */\n.used{height:100vh;height:-webkit-fill-available}  .gone { color: red }\n@media print{.other {text-decoration:underline;text-decoration:underline wavy red}}';
    assert.equal(
      purgeCss(css, used).code,
      '/*! x */\n.used{height:100vh;height:-webkit-fill-available}\n@media print{.other {text-decoration:underline;text-decoration:underline wavy red}}',
    );
  });
});

describe('purging Infima', () => {
  const infima = fs.readFileSync(require.resolve('infima/dist/css/default/default.min.css'), 'utf8');

  it('changes nothing when every class is used', () => {
    const all = usedNames([infima]);
    assert.equal(purgeCss(infima, all).code, infima);
  });

  it('keeps the rules that need no class when none is used', () => {
    const result = purgeCss(infima, usedNames(['']));
    assert.ok(result.removedRules > 300, String(result.removedRules));
    const kept = min(result.code);
    for (const rule of [':root{', 'html[data-theme=dark]{', 'body{', 'table{', 'blockquote{', 'a:hover{']) {
      assert.ok(kept.includes(rule), rule);
    }
    // Kept whole: its other selector needs no class.
    assert.ok(kept.includes('.navbar--dark,html[data-theme=dark]{'));
    assert.doesNotMatch(kept.replace('.navbar--dark,', ''), /\.(?:navbar|menu|pagination|alert)\b/);
  });
});

describe('custom properties nothing reads', () => {
  const site = [
    ':root{--ifm-color-primary:#2596be;--ifm-color-primary-dark:#1f87ab;--ifm-link-color:var(--ifm-color-primary);--ifm-unused:1px;--ifm-chain:var(--ifm-unused)}',
    '[data-theme=dark]{--ifm-unused:2px}',
    '.navbar{color:var(--ifm-link-color)}',
    '@media (min-width:997px){:root{--ifm-wide-only:3px}}',
  ].join('');
  const page = '.hero_x{background:var(--ifm-color-primary-dark,var(--ifm-fallback))}';

  it('keeps what a declaration reads, through other properties and fallbacks, in any stylesheet', () => {
    const live = liveCustomProperties([site, page], usedNames(['']));
    assert.deepEqual([...live].sort(), [
      '--ifm-color-primary',
      '--ifm-color-primary-dark',
      '--ifm-fallback',
      '--ifm-link-color',
    ]);
  });

  it('keeps what the code names, whole or as a literal prefix', () => {
    const live = liveCustomProperties(
      [site],
      usedNames(['el.style.setProperty("--ifm-unused","0")', 'v(`--ifm-wide-${x}`)']),
    );
    assert.ok(live.has('--ifm-unused'));
    assert.ok(live.has('--ifm-wide-only'));
    assert.ok(!live.has('--ifm-chain'));
  });

  it('takes no bare "--" literal for a prefix', () => {
    const live = liveCustomProperties([site], usedNames(['run("npm test --")', 'x=`--${flag}`']));
    assert.ok(!live.has('--ifm-unused'));
  });

  it('removes the declarations nothing reads, and the rules and groups they leave empty', () => {
    const live = liveCustomProperties([site, page], usedNames(['']));
    const { code, removedProperties } = purgeCustomProperties(site, live);
    assert.equal(removedProperties, 4);
    assert.equal(
      min(code),
      min(
        ':root{--ifm-color-primary:#2596be;--ifm-color-primary-dark:#1f87ab;--ifm-link-color:var(--ifm-color-primary)}.navbar{color:var(--ifm-link-color)}',
      ),
    );
  });

  it('leaves a rule that was empty to begin with', () => {
    assert.equal(purgeCustomProperties('.a{}:root{--x:1}', new Set()).code, '.a{}');
  });
});
