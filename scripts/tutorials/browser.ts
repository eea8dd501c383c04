import net from 'node:net';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium';

const PAGE_TIMEOUT_MS = 60_000;

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Resolves when nothing listens on `port` (on any local address), rejects with a clear message otherwise. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.connect({ port, host: 'localhost' });
    probe.setTimeout(2000);
    probe.once('connect', () => {
      probe.destroy();
      reject(new Error(`port ${port} is already in use: stop whatever listens there (an old dev server?) and retry`));
    });
    probe.once('timeout', () => {
      probe.destroy();
      resolve();
    });
    probe.once('error', () => resolve());
  });
}

export function portOf(url: string): number {
  const u = new URL(url);
  return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
}

/**
 * One Chromium (Debian's, never a downloaded one) for a page's browser
 * steps, started on first use.
 */
export class TutorialBrowser {
  private browser: Browser | undefined;

  /**
   * Opens `url` like a reader would and waits until every line of `expect`
   * is visible text on it. Reloads while the address does not answer yet
   * (a dev server still starting). Throws with what the page shows and what
   * it logged to the console.
   */
  async expectVisible(url: string, expect: string[]): Promise<void> {
    this.browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    const context = await this.browser.newContext();
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => logged.push(`uncaught: ${e.message}`));
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    let text = '';
    let loaded = false;
    let lastError = '';
    try {
      while (Date.now() < deadline) {
        if (!loaded) {
          try {
            await page.goto(url, { waitUntil: 'domcontentloaded', timeout: Math.max(1000, deadline - Date.now()) });
            loaded = true;
          } catch (err) {
            lastError = err instanceof Error ? err.message.split('\n')[0]! : String(err);
            await new Promise((r) => setTimeout(r, 500));
            continue;
          }
        }
        text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => text); // navigating (a dev server reloading the page)
        const seen = normalise(text);
        if (expect.every((line) => seen.includes(normalise(line)))) return;
        await new Promise((r) => setTimeout(r, 250));
      }
      const seen = normalise(text);
      const missing = expect.filter((line) => !seen.includes(normalise(line)));
      throw new Error(
        (loaded
          ? `${url} did not show what the page promises within ${PAGE_TIMEOUT_MS / 1000} s.\nmissing:\n  ${missing.join('\n  ')}\nthe page shows:\n${text || '(nothing)'}`
          : `${url} did not load within ${PAGE_TIMEOUT_MS / 1000} s: ${lastError}`) +
          (logged.length > 0 ? `\nbrowser console:\n  ${logged.join('\n  ')}` : ''),
      );
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    await this.browser?.close();
    this.browser = undefined;
  }
}
