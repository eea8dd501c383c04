import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The site's own pages: home (/), media (/media), pricing (/pricing) and
 * the blog (list, posts, archive, authors, feeds). Right-clicking the
 * navbar brand to reach /media is covered in chrome.spec.ts.
 */

/** A home page band (src/pages/_components/Section): a region named by its H2. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test.describe('home page', () => {
  test('hero: the tagline as the only H1, the subtitle and the two ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Move Fast and Break Nothing\. End-to-end typesafe APIs made easy\./);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText('Move Fast and Break Nothing. End-to-end typesafe APIs made easy.');

    const hero = page.getByRole('main').locator('header').filter({ has: h1 });
    await expect(hero).toContainText(
      'Write functions on your server and call them from your client, with TypeScript checking every input and result in between.',
    );
    await expect(hero.getByRole('link', { name: 'Quickstart', exact: true })).toHaveAttribute(
      'href',
      '/docs/quickstart',
    );
    await expect(hero.getByRole('link', { name: 'GitHub', exact: true })).toHaveAttribute(
      'href',
      'https://github.com/trpc/trpc',
    );

    // The Quickstart button is a client-side link to the quickstart doc.
    await waitForHydration(page);
    await hero.getByRole('link', { name: 'Quickstart', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Quickstart' })).toBeVisible();
  });

  test('six feature cards, three quick-intro steps with code, companies and the sponsor call', async ({ page }) => {
    await page.goto('/');

    const features = section(page, 'Everything an API layer should do, and nothing it should not');
    const cards = features.getByRole('listitem');
    await expect(cards).toHaveCount(6);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Automatic typesafety',
      'Snappy developer experience',
      'Framework agnostic',
      'Autocompletion',
      'Light bundle size',
      'Batteries included',
    ]);
    for (const card of await cards.all()) {
      // Each card has a description under its name.
      await expect(card.locator('p')).toHaveText(/\w.{30,}/);
    }

    const intro = section(page, 'From nothing to a typed API in three steps');
    const steps = intro.locator('ol > li');
    await expect(steps).toHaveCount(3);
    // The step list supplies the titles; the files' own headings are not rendered.
    await expect(intro.getByRole('heading')).toHaveText([
      'From nothing to a typed API in three steps',
      'Define your procedures',
      'Create your HTTP server',
      'Connect your client and start querying!',
    ]);
    // Code from docs/landing-intro/Step1..3 (hidden blocks are not shown).
    const expectedCode = [
      'export type AppRouter = typeof appRouter',
      'createHTTPServer',
      'createTRPCClient<AppRouter>',
    ];
    for (const [i, code] of expectedCode.entries()) {
      const blocks = steps.nth(i).locator('pre code');
      await expect(blocks).toHaveCount(1);
      await expect(blocks).toBeVisible();
      // What the reader sees: the type tooltips' text is in the DOM but hidden.
      await expect(blocks).toContainText(code, { useInnerText: true });
    }

    const companies = section(page, 'Used in production');
    // Only products whose public source shows tRPC in use, each linking to it.
    await expect(companies.getByRole('listitem')).toHaveText(['Cal.com', 'Documenso', 'Langfuse']);
    await expect(companies.getByRole('link', { name: 'Cal.com' })).toHaveAttribute(
      'href',
      'https://github.com/calcom/cal.com',
    );
    // Names as text: no logos.
    await expect(companies.locator('img, svg')).toHaveCount(0);

    const sponsor = section(page, 'Help keep tRPC moving');
    await expect(sponsor.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      'https://github.com/sponsors/KATT',
    );
    await expect(sponsor.getByRole('link', { name: 'See support plans' })).toHaveAttribute('href', '/pricing');
  });

  test('"Try it out" contacts StackBlitz only after the reader clicks', async ({ page, guard }) => {
    let clicked = false;
    const stackblitz: { url: string; afterClick: boolean }[] = [];
    // Answered here, and recorded: the guard would report the third-party request.
    guard.allowExternal('https://stackblitz.com/');
    await page.route('https://stackblitz.com/**', (route) => {
      stackblitz.push({ url: route.request().url(), afterClick: clicked });
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' });
    });

    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');

    const tryIt = section(page, 'Try it out for yourself');
    const frame = tryIt.locator('iframe');
    await tryIt.scrollIntoViewIfNeeded();
    await expect(tryIt.getByText('tRPC minimal example (server and client)')).toBeVisible();
    await expect(tryIt.getByRole('link', { name: 'open it on StackBlitz' })).toHaveAttribute(
      'href',
      'https://stackblitz.com/github/trpc/trpc/tree/main/examples/minimal',
    );
    expect(await page.locator('iframe').count(), 'no frame on the page before the click').toBe(0);
    expect(stackblitz, 'no StackBlitz request before the click').toEqual([]);

    const request = page.waitForRequest((r) => r.url().startsWith('https://stackblitz.com/'));
    clicked = true;
    await tryIt.getByRole('button', { name: 'Load from StackBlitz' }).click();
    await request;

    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('title', 'tRPC minimal example (server and client)');
    const src = await frame.getAttribute('src');
    const url = new URL(src!);
    expect(url.origin).toBe('https://stackblitz.com');
    expect(url.pathname).toBe('/github/trpc/trpc/tree/main/examples/minimal');
    expect(url.searchParams.get('embed')).toBe('1');
    // A file of examples/minimal on upstream's main branch (the server moved under src/ there).
    expect(url.searchParams.get('file')).toBe('src/server/index.ts');
    await expect(tryIt.getByRole('button', { name: 'Load from StackBlitz' })).toHaveCount(0);

    expect(stackblitz.length).toBeGreaterThan(0);
    expect(stackblitz.every((r) => r.afterClick)).toBe(true);
    expect(stackblitz[0]!.url).toBe(src);
  });
});

test.describe('media page', () => {
  const assets = [
    { file: 'logo.svg', alt: /^tRPC logo mark/ },
    { file: 'logo-wordmark-light.svg', alt: 'tRPC wordmark with dark lettering' },
    { file: 'logo-wordmark-dark.svg', alt: 'tRPC wordmark with white lettering' },
  ];

  test('shows the logo and both wordmarks, each with a download link to its SVG', async ({ page, request }) => {
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1, name: 'Media assets' })).toBeVisible();
    const logos = page.getByRole('region', { name: 'Logos' });
    await expect(logos.getByRole('listitem')).toHaveCount(3);

    for (const { file, alt } of assets) {
      const img = logos.getByRole('img', { name: alt });
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute('src', `/img/${file}`);
      // The image really loaded (a broken one has no natural size).
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);

      const link = logos.getByRole('link', { name: `Download ${file}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('download', `trpc-${file}`);
      const href = await link.getAttribute('href');
      expect(href).toBe(`/img/${file}`);
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()['content-type']).toContain('svg');
      expect(await response.text()).toMatch(/<svg[\s>]/);
    }
  });

  test('copy buttons put the colour and the font on the clipboard and confirm it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/media');
    await waitForHydration(page);
    const brand = page.getByRole('region', { name: 'Colour and type' });

    for (const [label, value] of [
      ['primary colour', '#398ccb'],
      ['font', 'Inter'],
    ] as const) {
      const button = brand.getByRole('button', { name: `Copy ${label} ${value}` });
      const status = button.locator('..').getByRole('status');
      await expect(button.locator('..').locator('code')).toHaveText(value);
      await expect(status).toHaveText('');
      await button.click();
      await expect(status).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    }
    // The confirmation goes away after a moment.
    await expect(brand.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(0);
  });

  test('tells the reader to copy by hand when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
          readText: () => Promise.reject(new DOMException('Read permission denied.', 'NotAllowedError')),
        }),
      });
    });
    await page.goto('/media');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy primary colour #398ccb' });
    const status = button.locator('..').getByRole('status');
    await button.click();
    await expect(status).toHaveText('Could not copy. Select the value and copy it by hand.');
    await expect(status).not.toContainText('Copied');
  });

  test('tells the reader to copy by hand when there is no Clipboard API', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    });
    await page.goto('/media');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy font Inter' });
    await button.click();
    await expect(button.locator('..').getByRole('status')).toHaveText(
      'Could not copy. Select the value and copy it by hand.',
    );
  });
});

test.describe('pricing page', () => {
  const tiers = [
    { id: 'tier-free', name: 'Open Source', cta: 'Donate', href: /^https:\/\/github\.com\/sponsors\/KATT$/ },
    { id: 'tier-pro', name: 'Pro', cta: 'Buy plan', href: /^mailto:sales@trpc\.io(\?|$)/ },
    {
      id: 'tier-enterprise',
      name: 'Enterprise',
      cta: 'Contact us',
      href: /^mailto:sales@trpc\.io\?subject=Enterprise%20Plan%20Inquiry$/,
    },
  ];

  test('three tiers with anchors, their calls to action and the contact address', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support that grows with your use of tRPC');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);

    for (const { id, name, cta, href } of tiers) {
      const tier = page.locator(`#${id}`);
      await expect(tier).toBeVisible();
      await expect(page.getByRole('article', { name, exact: true })).toHaveAttribute('id', id);
      await expect(tier.getByRole('heading', { level: 2 })).toHaveText(name);
      const links = tier.getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveText(cta);
      await expect(links).toHaveAttribute('href', href);
    }

    const contact = page.getByRole('main').getByRole('link', { name: 'info@trpc.io' });
    await expect(contact).toHaveAttribute('href', /^mailto:info@trpc\.io(\?|$)/);
  });

  test('a tier anchor scrolls its card into view', async ({ page }) => {
    await page.goto('/pricing#tier-enterprise');
    await expect(page.locator('#tier-enterprise')).toBeInViewport();
    await expect(page.locator('#tier-enterprise')).toHaveCSS('outline-style', 'solid');
  });

  test('on a 390px wide screen the tiers stack in one column without horizontal overflow', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await waitForHydration(page);
    const boxes = [];
    for (const { id } of tiers) {
      const box = await page.locator(`#${id}`).boundingBox();
      expect(box, id).not.toBeNull();
      boxes.push(box!);
    }
    for (let i = 1; i < boxes.length; i++) {
      const [above, below] = [boxes[i - 1]!, boxes[i]!];
      expect(Math.abs(below.x - above.x), 'same column').toBeLessThan(1);
      expect(Math.abs(below.width - above.width), 'same width').toBeLessThan(1);
      expect(below.y, 'stacked below the previous tier').toBeGreaterThanOrEqual(above.y + above.height);
    }
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(innerWidth);
  });
});

test.describe('blog', () => {
  /** Newest first. Author names come from blog/authors.yml. */
  const posts = [
    {
      slug: 'trpc-actions',
      title: 'Using Server Actions with tRPC',
      author: 'tRPC Team',
      date: '2024-05-23',
      shown: 'May 23, 2024',
    },
    {
      slug: 'tinyrpc-client',
      title: 'Writing a tiny tRPC client',
      author: 'tRPC Team',
      date: '2023-01-17',
      shown: 'January 17, 2023',
    },
    {
      slug: 'typescript-performance-lessons',
      title: 'TypeScript performance lessons while refactoring for v10',
      author: 'tRPC Team',
      date: '2023-01-14',
      shown: 'January 14, 2023',
    },
    {
      slug: 'announcing-trpc-10',
      title: 'Announcing tRPC v10',
      author: 'tRPC Team',
      date: '2022-11-21',
      shown: 'November 21, 2022',
    },
    {
      slug: 'introducing-trpc',
      title: 'Introducing tRPC',
      author: 'tRPC Team',
      date: '2021-05-05',
      shown: 'May 5, 2021',
    },
  ];

  test('/blog lists the five posts newest first, each cut short with a "Read more" link', async ({ page }) => {
    await page.goto('/blog');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(posts.length);
    await expect(articles.getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title));

    for (const [i, post] of posts.entries()) {
      const article = articles.nth(i);
      await expect(article.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        `/blog/${post.slug}`,
      );
      await expect(article.locator('time')).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      await expect(article).toContainText(post.author);
      const readMore = article.getByRole('link', { name: /^Read more/ });
      await expect(readMore).toBeVisible();
      await expect(readMore).toHaveAttribute('href', `/blog/${post.slug}`);
      // Truncated: only the title heading, none of the post's sections.
      await expect(article.getByRole('heading')).toHaveCount(1);
    }

    // "Read more" opens the full post.
    await waitForHydration(page);
    await articles
      .nth(4)
      .getByRole('link', { name: /^Read more/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/introducing-trpc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Introducing tRPC' })).toBeVisible();
  });

  for (const post of posts) {
    test(`/blog/${post.slug} has its title, author, date and reading time`, async ({ page }) => {
      const response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const header = page.getByRole('main').getByRole('article').locator('header').first();
      await expect(header.getByText(post.author, { exact: true })).toBeVisible();
      const time = header.locator('time');
      await expect(time).toHaveAttribute('datetime', new RegExp(`^${post.date}`));
      await expect(time).toHaveText(post.shown);
      await expect(header).toContainText(/\b\d+ min read/);
      // The full post: its sections follow the part shown on the list.
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(0);
    });
  }

  test('/blog/archive lists all five posts', async ({ page }) => {
    await page.goto('/blog/archive');
    const main = page.getByRole('main');
    for (const post of posts) {
      const link = main.getByRole('link', { name: new RegExp(`${escapeRegExp(post.title)}$`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(['2024', '2023', '2022', '2021']);
  });

  test('/blog/authors lists the one shared byline with its post count', async ({ page }) => {
    await page.goto('/blog/authors');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors');
    const authors = page.getByRole('main').getByRole('listitem');
    await expect(authors).toHaveCount(1);
    for (const [name, count] of [['tRPC Team', 5]] as const) {
      const author = authors.filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
      await expect(author).toHaveCount(1);
      await expect(author.locator('[class*="authorBlogPostCount"]')).toHaveText(String(count));
    }
  });

  for (const [feed, root, type] of [
    ['rss.xml', /^(<\?xml[^>]*\?>\s*)?<rss\b[^>]*>/, 'rss'],
    ['atom.xml', /^(<\?xml[^>]*\?>\s*)?<feed\b[^>]*xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/, 'atom'],
  ] as const) {
    test(`/blog/${feed} is well-formed and lists the five posts newest first`, async ({ page, request }) => {
      const response = await request.get(`/blog/${feed}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      expect(xml).toMatch(root);

      // A real XML parser accepts it.
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: doc.documentElement.localName,
          entries: doc.getElementsByTagName(doc.documentElement.localName === 'rss' ? 'item' : 'entry').length,
        };
      }, xml);
      expect(parsed).toEqual({ error: false, root: type === 'rss' ? 'rss' : 'feed', entries: posts.length });

      // Each post's address, as the item link (RSS) or entry link (Atom), in order.
      const found = posts.map((post) =>
        xml.search(new RegExp(`https://trpc\\.io/blog/${escapeRegExp(post.slug)}(?=[<"])`)),
      );
      for (const [i, at] of found.entries()) expect(at, posts[i]!.slug).toBeGreaterThan(0);
      expect([...found].sort((a, b) => a - b)).toEqual(found);
    });
  }

  test('pages advertise both feeds', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/atom\.xml$/,
    );
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
