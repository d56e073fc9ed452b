import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

describe('landing page', () => {
  const browser = useBrowser();

  for (const name of [
    'Sign In',
    'Join',
    'Start Connecting Today',
    'Try Free for 7 Days',
    'Choose Yearly Hive',
  ]) {
    it(`${name} goes to /auth`, async () => {
      const { page } = browser;
      await page.goto('/');
      await page.getByRole('button', { name, exact: true }).click();
      await page.waitForURL('**/auth');
      expect(new URL(page.url()).pathname).toBe('/auth');
    });
  }

  it('See How It Works scrolls to the how-it-works section', async () => {
    const { page } = browser;
    await page.goto('/');
    const section = page.getByRole('region', { name: 'How It Works' });
    expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(800);
    await page.getByRole('button', { name: 'See How It Works' }).click();
    await expect
      .poll(() => section.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  it('keyboard alone reaches Join and opens /auth', async () => {
    const { page } = browser;
    await page.goto('/');
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Join') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL('**/auth');
  });
});
