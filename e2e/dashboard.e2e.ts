import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '../src/paths';
import { SESSION_STORAGE_KEY } from '../src/state/session';
import { holdBack, storeUser, useBrowser } from './browser';
import { DEMO, signInAs, signUpNewMember } from './members';

/** The profile card on top of the discover stack, and its person's name. */
async function topCard(page: Page) {
  const card = page.getByRole('group', { name: /, \d+$/ });
  await card.waitFor();
  const label = (await card.getAttribute('aria-label'))!;
  return { card, name: label.replace(/, \d+$/, '') };
}

/** Drags the top card sideways with the mouse, the way a hand does, in small steps. */
async function dragTopCard(page: Page, dx: number) {
  const { card } = await topCard(page);
  const box = (await card.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

describe('the dashboard against the json-server API', () => {
  const browser = useBrowser();

  it('the demo member likes someone who already liked them: a match, then Send a Message', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(`${paths.dashboard}?tab=discover`);
    await page.getByRole('heading', { name: 'Discover Exceptional People' }).waitFor();
    // The seeded stack starts with members who liked the demo member first.
    const { name } = await topCard(page);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "It's a Match" });
    await dialog.waitFor();
    await dialog.getByText(name, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Send a Message' }).click();
    // Their new conversation opens, and has a URL of its own.
    await page.getByRole('log', { name: `Messages with ${name}` }).waitFor();
    await page.waitForURL((url) => url.pathname === paths.messages && url.searchParams.has('c'));
  });

  it('a new member creates a post and finds it at the top of the feed after a reload', async () => {
    const { page } = browser;
    await signUpNewMember(page, 'Lina');
    await page.goto(paths.dashboard);
    await page.getByRole('button', { name: /Share your cultural experience/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Post' });
    await dialog.getByLabel('Type').selectOption('event');
    const title = `Koshari lunch for newcomers ${Date.now()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Content').fill('Lentils, rice, pasta and a lot of crispy onions.');
    await dialog.getByLabel('Location').fill('Chicago, IL');
    await dialog.getByLabel('Price ($)').fill('8.5');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Post created successfully!').waitFor();
    await page.reload();
    const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
    await expect.poll(() => first.getByRole('heading').textContent()).toBe(title);
    await first.getByText('$8.50').waitFor();
  });

  it('a like survives a reload', async () => {
    const { page } = browser;
    await signUpNewMember(page, 'Tomas');
    await page.goto(paths.dashboard);
    const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
    const like = first.getByRole('button', { name: 'Like', exact: true });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const title = await first.getByRole('heading').textContent();
    // The reload comes after the server has answered the like.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/like') && response.ok()),
      like.click(),
    ]);
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    const again = page
      .getByRole('list', { name: 'Posts' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title!, exact: true }) });
    await expect
      .poll(() =>
        again.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed'),
      )
      .toBe('true');
  });

  it('on a phone, the feed stays where it is when the discover stack arrives', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO);
    // The profiles come only once the feed is on screen, as on a slow connection.
    const answer = await holdBack(page, '**/api/matches/discover');
    await page.goto(paths.dashboard);
    const composer = page.getByRole('button', { name: /Share your cultural experience/ });
    await composer.waitFor();
    await page.getByText('Loading profiles…').waitFor({ state: 'attached' });
    const before = (await composer.boundingBox())!.y;
    answer();
    await topCard(page);
    expect((await composer.boundingBox())!.y).toBe(before);
  });

  describe('the profile menu and the dialogs, used before their code is in', () => {
    /** The dashboard with the later parts' code (menu, dialogs) held back; the answer lets it through. */
    async function openWithTheMenuHeld(page: Page) {
      const release = await holdBack(page, /\/assets\/later-[\w-]+\.js$/);
      const { user } = await signInAs(page, DEMO);
      await page.goto(paths.dashboard);
      await page.getByRole('list', { name: 'Posts' }).waitFor();
      const trigger = page.getByRole('button', { name: 'Profile menu' });
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      return { trigger, release, name: user.firstName };
    }

    it('a click opens it once the code is in', async () => {
      const { page } = browser;
      const { trigger, release, name } = await openWithTheMenuHeld(page);
      await trigger.click();
      expect(await page.getByRole('menu').count()).toBe(0);
      release();
      await page.getByRole('menu').getByText(name, { exact: true }).waitFor();
      await page.getByRole('menuitem', { name: 'My Profile' }).click();
      await page.waitForURL((url) => url.pathname === paths.profile);
    });

    it('Enter opens it once the code is in; Escape gives focus back to the trigger', async () => {
      const { page } = browser;
      const { trigger, release } = await openWithTheMenuHeld(page);
      await trigger.focus();
      await page.keyboard.press('Enter');
      release();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    });

    it('the code comes without a press once the screen is drawn', async () => {
      const { page } = browser;
      await signInAs(page, DEMO);
      const asked = page.waitForRequest(/\/assets\/later-[\w-]+\.js$/);
      await page.goto(paths.dashboard);
      await asked;
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    });

    it('Create post pressed before the code is in: the dialog opens once it is', async () => {
      const { page } = browser;
      const { release } = await openWithTheMenuHeld(page);
      await page.getByRole('button', { name: /Share your cultural experience/ }).click();
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      await page.getByRole('dialog', { name: 'Create New Post' }).getByLabel('Title').waitFor();
    });

    it('focus on the trigger stays there when the code comes', async () => {
      const { page } = browser;
      const { trigger, release } = await openWithTheMenuHeld(page);
      await trigger.focus();
      release();
      // Radix's trigger, not the stand-in, once it has a state.
      await page.locator('button[data-state="closed"][aria-label="Profile menu"]').waitFor();
      expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await page.getByRole('menu').count()).toBe(0);
    });
  });

  it('a mouse drag of 60 px does not like; one of 120 px does', async () => {
    const { page } = browser;
    await signUpNewMember(page, 'Ines');
    await page.goto(`${paths.dashboard}?tab=discover`);
    const before = await topCard(page);
    await dragTopCard(page, 60);
    // The card springs back: still on top, and no toast.
    expect((await topCard(page)).name).toBe(before.name);
    expect(await page.getByText(`You liked ${before.name}!`).count()).toBe(0);
    await dragTopCard(page, 120);
    await page.getByText(`You liked ${before.name}!`).waitFor();
    await expect.poll(async () => (await topCard(page)).name).not.toBe(before.name);
  });

  it('a tampered stored token on /dashboard: Session expired, and back to /auth', async () => {
    const { page } = browser;
    const { user } = await signInAs(page, DEMO);
    await storeUser(page, {
      token: 'tampered-token',
      id: user.id,
      firstName: user.firstName,
      profileCompleted: true,
    });
    await page.goto(paths.dashboard);
    await page.getByText('Session expired. Please login again.').waitFor();
    await page.waitForURL((url) => url.pathname === paths.auth);
    expect(
      await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY),
    ).not.toContain('tampered-token');
  });
});
