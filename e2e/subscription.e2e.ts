import { describe, expect, it } from 'vitest';
import { paths } from '../src/paths';
import type { StoredUser } from '../src/contract/browserStorage';
import { SESSION_STORAGE_KEY } from '../src/state/session';
import { useBrowser } from './browser';
import { DEMO, signInAs } from './members';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('premium against the built app', () => {
  const browser = useBrowser();

  it('the demo member pays for Monthly Premium and is premium on the dashboard', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(paths.subscription);
    await page.getByRole('heading', { name: 'Choose Your Premium Plan' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Yearly Premium' }).isChecked()).toBe(true);

    await page.getByRole('radio', { name: 'Monthly Premium' }).check();
    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry date').pressSequentially('1228');
    expect(await page.getByLabel('Expiry date').inputValue()).toBe('12/28');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Sam Rivera');
    const before = Date.now();
    await page.getByRole('button', { name: 'Pay $40' }).click();

    await page.getByText('Processing payment...').waitFor();
    // The real two-second pause of the built app, then the welcome and the dashboard.
    await page.getByText('Payment successful! Welcome to BeeGlobal Premium!').waitFor();
    await page.waitForURL(`**${paths.dashboard}`);
    await page.getByRole('banner').getByText('Premium', { exact: true }).waitFor();

    const user = await page.evaluate(
      (key) =>
        (JSON.parse(localStorage.getItem(key)!) as { state: { user: StoredUser } }).state.user,
      SESSION_STORAGE_KEY,
    );
    expect(user.isPremium).toBe(true);
    expect(user.subscription).toMatchObject({
      plan: 'Monthly Premium',
      price: 40,
      status: 'active',
    });
    const start = Date.parse(user.subscription!.startDate);
    const end = Date.parse(user.subscription!.endDate);
    expect(end - start).toBe(30 * DAY_MS);
    expect(start).toBeGreaterThanOrEqual(before);
    expect(new Date(start).toISOString()).toBe(user.subscription!.startDate);
  });
});
