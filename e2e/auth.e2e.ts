import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { STEP_TITLES } from '../src/screens/Auth/signupForm';
import { PROFILE_SETUP_STORAGE_KEY } from '../src/state/profileSetup';
import { SESSION_STORAGE_KEY } from '../src/state/session';
import { ownApp, pressForFileChooser, storeUser, useBrowser } from './browser';
import { signUpNewMember } from './members';

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
    // Keyboard only: arrow keys move within a radio group, Space picks. The new step's title
    // takes focus on the next frame: wait for it, or it can take focus back from the radio.
    await page.waitForFunction(() => document.activeElement?.id === 'signup-step-title');
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
    const db = JSON.parse(readFileSync(ownApp().apiDbFile, 'utf8')) as {
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

    // Logout from the profile menu clears the stored user and thanks the member on the landing page.
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Thanks for visiting BeeGlobal! See you soon.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY),
    ).not.toContain(email);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');

    // The same email and password sign in again.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('pollen123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('keyboard alone completes the signup wizard', async () => {
    const { page } = browser;
    await page.goto('/auth?mode=signup');
    /** Presses Tab until the target has focus, as a keyboard user moves through the page. */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 40; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`Tab never reached ${target.toString()}`);
    };
    const typeInto = async (label: string, text: string) => {
      await tabTo(page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    };
    /** Each new step puts focus on its title; the member carries on from there. */
    const focusOnStepTitle = (step: number) =>
      expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe(STEP_TITLES[step - 1]?.message);
    const pressContinue = async (nextStep: number, name = 'Continue') => {
      await tabTo(page.getByRole('button', { name, exact: true }));
      await page.keyboard.press('Enter');
      await focusOnStepTitle(nextStep);
    };

    await typeInto('Email', `kenji.${Date.now()}@example.com`);
    await typeInto('Password', 'pollen123');
    await typeInto('Confirm Password', 'pollen123');
    await page.keyboard.press('Enter');
    await focusOnStepTitle(2);
    await typeInto('First Name', 'Kenji');
    await typeInto('Last Name', 'Sato');
    await typeInto('Birthday', '07141992');
    await pressContinue(3);
    // Tab enters each radio group, Space or the arrow keys choose within it.
    await tabTo(page.getByRole('radio', { name: 'Male', exact: true }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Everyone' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'International' }).isChecked()).toBe(true);
    await pressContinue(4);
    await tabTo(page.getByLabel('Nationality'));
    await page.keyboard.type('Japanese');
    expect(await page.getByLabel('Nationality').inputValue()).toBe('Japanese');
    await typeInto('Current Location', 'Seattle, WA');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: 'Both' }).isChecked()).toBe(true);
    await pressContinue(5);
    // The photo input opens the file dialog from the keyboard too.
    await tabTo(page.getByLabel('Add Photo'));
    const chooser = await pressForFileChooser(page, 'Space');
    await chooser.setFiles(photo);
    await page.getByText('Photo added successfully!').waitFor();
    await pressContinue(6);
    await tabTo(page.getByRole('checkbox', { name: 'Travel' }));
    for (let picked = 0; picked < 3; picked += 1) {
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
    }
    await page.getByText('3 selected').waitFor();
    await pressContinue(7);
    await typeInto(
      'Bio',
      'Sound engineer from Osaka who loves jazz bars, ramen and hiking trails.',
    );
    await pressContinue(8, 'Complete Profile');
    await tabTo(page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
  });

  it('a member with an incomplete profile is sent to the older setup flow and ends on /subscription', async () => {
    const { page } = browser;
    // A real session (the dashboard loads data once the profile is complete), stored incomplete.
    const { user, token } = await signUpNewMember(page, 'Ana');
    await storeUser(page, { token, id: user.id, firstName: 'Ana', profileCompleted: false });
    await page.goto('/dashboard');
    await page.waitForURL('**/profile-setup');
    await page.getByText('CultureConnect').waitFor();
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByLabel('Last Name').fill('Lima');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Cultural Journey').fill('From Recife to Berlin, with a samba playlist.');
    await page.getByRole('checkbox', { name: 'Portuguese' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Add Photo').setInputFiles(photo);
    await page.getByText('Photo added successfully!').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Maximum Distance (miles)').fill('800');
    await page.getByRole('button', { name: 'Complete Profile' }).click();
    await page.getByText('Profile setup completed!').waitFor();
    await page.waitForURL('**/subscription');

    const stored = await page.evaluate(
      ([profileKey, userKey]) => ({
        profile: JSON.parse(localStorage.getItem(profileKey)!),
        user: JSON.parse(localStorage.getItem(userKey)!).state.user,
      }),
      [PROFILE_SETUP_STORAGE_KEY, SESSION_STORAGE_KEY] as const,
    );
    expect(stored.user.profileCompleted).toBe(true);
    expect(stored.profile).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
      languages: ['Portuguese'],
      profileCompleted: true,
      preferences: { minAge: 25, maxAge: 45, maxDistance: 500 },
    });
    // Back on the dashboard, the completed profile is not sent to the setup again.
    await page.goto('/dashboard');
    await page.getByRole('list', { name: 'Posts' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });
});
