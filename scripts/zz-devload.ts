import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from '/work/main/scripts/chromium';
(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const t = Date.now();
  await page.goto(process.argv[2]!, { timeout: 300_000 });
  await page.locator('article h1').first().waitFor({ timeout: 300_000 });
  console.log('h1', await page.locator('article h1').first().textContent(), 'after', Date.now() - t, 'ms');
  console.log('code blocks', await page.locator('.theme-code-block').count());
  await browser.close();
})();
