import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { disableFeatures } from '../chromium';
import { CHROMIUM, CHROMIUM_FLAGS } from './serve';

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * When the run's page first showed its largest text or image, as the
   * browser saw it before Lighthouse's simulation. A value near 1.2 or 2.2 s
   * (against ~0.3 s normally) marks a run in which headless Chromium held its
   * first frame; such a run scores several points lower.
   */
  observedLcpMs: number;
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
}

const LIGHTHOUSE = path.resolve(__dirname, '../../node_modules/.bin/lighthouse');

/**
 * The features Lighthouse's launcher (chrome-launcher, as Lighthouse
 * resolves it) turns off with its own `--disable-features`: Chromium reads
 * the last such switch only, so the one we pass carries them too.
 */
function launcherDisabledFeatures(): string[] {
  const fromLighthouse = createRequire(require.resolve('lighthouse/package.json'));
  const flags = fs.readFileSync(
    path.join(path.dirname(fromLighthouse.resolve('chrome-launcher/package.json')), 'dist', 'flags.js'),
    'utf8',
  );
  const start = flags.indexOf("'--disable-features='");
  if (start === -1) throw new Error('chrome-launcher has no --disable-features flag');
  const list = flags.slice(flags.indexOf('[', start), flags.indexOf(']', start));
  return [...list.matchAll(/^\s*'([^']+)'/gm)].map((m) => m[1]!);
}

/** Our flags, with one `--disable-features` that keeps the launcher's. */
function lighthouseChromeFlags(): string {
  const features = disableFeatures(launcherDisabledFeatures());
  return CHROMIUM_FLAGS.map((flag) => (flag.startsWith('--disable-features=') ? features : flag)).join(' ');
}

/**
 * Lighthouse (default mobile preset, simulated throttling) in Debian's
 * Chromium. Run through its CLI in a plain Node process: Lighthouse sends
 * functions to the page as source text, which a TypeScript loader would
 * rewrite.
 */
export function lighthouseScores(baseUrl: string, pages: string[]): LighthouseScores[] {
  const chromeFlags = lighthouseChromeFlags();
  return pages.map((page) => {
    const json = execFileSync(
      LIGHTHOUSE,
      [
        `${baseUrl}${page}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
    ).toString();
    const { categories, audits } = JSON.parse(json) as Report;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      observedLcpMs: Math.round(Number(audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0)),
    };
  });
}
