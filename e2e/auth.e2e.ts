import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

// A 1x1 PNG, as the member's photo.
const photo = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

describe('sign in and sign up against the json-server API', () => {
  const browser = useBrowser();

  it('the demo account signs in and lands on /dashboard with the welcome back message', async () => {
    const { page } = browser;
    await page.goto('/auth');
    await page.getByLabel('Email').fill('demo@beeglobal.app');
    await page.getByLabel('Password', { exact: true }).fill('honeybee123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Welcome back to BeeGlobal!').waitFor();
  });

  it('a wrong password shows the error and keeps the email', async () => {
    const { page } = browser;
    await page.goto('/auth');
    await page.getByLabel('Email').fill('demo@beeglobal.app');
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Invalid email or password');
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@beeglobal.app');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('a new member signs up through all 8 steps by keyboard and mouse, then signs in again', async () => {
    const { page } = browser;
    const email = `lina.${Date.now()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const next = () => page.getByRole('button', { name: /^(Continue|Complete Profile)$/ }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('pollen123');
    await page.getByLabel('Confirm Password').fill('pollen123');
    await page.keyboard.press('Enter');
    await page.getByText('Step 2 of 8').waitFor();
    await page.getByLabel('First Name').fill('Lina');
    await page.getByLabel('Last Name').fill('Haddad');
    await page.getByLabel('Birthday').fill('1995-04-02');
    await next();
    // Keyboard only: arrow keys move within a radio group, Space picks.
    await page.getByRole('radio', { name: 'Female' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radio', { name: 'Everyone' }).check();
    await page.getByRole('radio', { name: 'International' }).check();
    await next();
    await page.getByLabel('Nationality').selectOption('Egyptian');
    await page.getByLabel('Current Location').fill('Chicago, IL');
    await page.getByRole('radio', { name: 'Both' }).check();
    await next();
    await page.getByLabel('Add Photo').setInputFiles(photo);
    await page.getByText('Photo added successfully!').waitFor();
    await next();
    for (const interest of ['Travel', 'Coffee', 'Art'])
      await page.getByRole('checkbox', { name: interest }).check();
    await next();
    await page
      .getByLabel('Bio')
      .fill('Egyptian architect in Chicago who loves coffee, art and long walks.');
    await next();
    await page.getByText('Step 8 of 8').waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText("Your profile is ready! Let's find your cultural match!").waitFor();

    // The member exists in the json-server data with exactly the spec's payload fields.
    const db = JSON.parse(readFileSync(inject('apiDbFile'), 'utf8')) as {
      users: Record<string, unknown>[];
    };
    const member = db.users.find((user) => user.email === email)!;
    expect(member).toMatchObject({
      firstName: 'Lina',
      gender: 'FEMALE',
      orientation: 'EVERYONE',
      userType: 'NON_AMERICAN',
      nationality: 'Egyptian',
      relationshipGoal: 'BOTH',
      languages: [],
    });
    expect(member).not.toHaveProperty('confirmPassword');
    expect((member.photos as string[])[0]).toMatch(/^data:image\/jpeg;base64,/);

    // Signed out (a fresh browser session), the same email and password sign in again.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('pollen123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });
});
