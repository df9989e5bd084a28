import { chromium } from '@playwright/test';
const base = 'http://localhost:4173';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const now = Date.now();
const token = { kind: 'customer', token: 'sbx-session-portal-statuses-1', createdAt: now, expiresAt: now + 30 * 60000, email: 'portal.statuses@example.com', state: null };
for (const [lang, width] of [['en', 390], ['es', 390]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript((t) => { localStorage.setItem('customer-token', JSON.stringify(t)); localStorage.setItem('customer-token-expires', String(t.expiresAt)); }, token);
  await page.goto(`${base}${lang === 'es' ? '/es' : ''}/portal/?tabid=rewards`);
  await page.waitForSelector('.portal-referral');
  await page.locator('.portal-referral button[type=submit]').click();
  await page.waitForTimeout(300);
  await page.locator('.portal-referral').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/referral-${lang}-${width}.png` });
  await ctx.close();
}
await browser.close();
