import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { AuthAnswer } from '../src/contract/types';
import { paths } from '../src/paths';
import { SESSION_STORAGE_KEY } from '../src/state/session';
import { holdBack, ownApp, storeUser, useBrowser } from './browser';
import { DEMO, SEEDED_PASSWORD, signInAs, signUpNewMember } from './members';

/** The profile card on top of the discover stack, and its person's name. */
async function topCard(page: Page) {
  const card = page.getByRole('group', { name: /, \d+$/ });
  await card.waitFor();
  const label = (await card.getAttribute('aria-label'))!;
  return { card, name: label.replace(/, \d+$/, '') };
}

/** Resolves once `page` has received a WebSocket frame containing `text`. */
function frameReceived(page: Page, text: string) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes(text)) resolve();
      }),
    );
  });
}

/** A seeded member's sign-in, found by their name in this worker's data file. */
async function seededCredentials(name: string) {
  const db = JSON.parse(await readFile(ownApp().apiDbFile, 'utf8')) as {
    users: { firstName: string; lastName: string; email: string }[];
  };
  const found = db.users.find((user) => `${user.firstName} ${user.lastName}` === name);
  if (!found) throw new Error(`no member named ${name} in the data file`);
  return {
    email: found.email,
    password: found.email === DEMO.email ? DEMO.password : SEEDED_PASSWORD,
  };
}

/** Signs in as someone else through the API and likes `toUserId` as them. */
async function likeAs(
  page: Page,
  credentials: { email: string; password: string },
  toUserId: string,
) {
  const login = await page.request.post('/api/auth/login', { data: credentials });
  const { token } = (await login.json()) as AuthAnswer;
  const like = await page.request.post('/api/matches/swipe', {
    data: { toUserId, action: 'LIKE' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(like.status()).toBe(200);
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

  it('a match made on the phone waits on the laptop until the post being written is published', async () => {
    // One member, signed in twice: a laptop writing a post, a phone in discover.
    const { page: laptop } = browser;
    const member = await signUpNewMember(laptop, 'Amara');
    const phone = await browser.otherPage();
    await storeUser(phone, {
      token: member.token,
      id: member.user.id,
      firstName: member.user.firstName,
      profileCompleted: member.user.profileCompleted,
    });
    const matchPushed = frameReceived(laptop, '"new_match"');
    await laptop.goto(paths.dashboard);
    const share = laptop.getByRole('button', { name: 'Share a story' });
    await share.click();
    const composer = laptop.getByRole('dialog', { name: 'Create New Post' });
    const title = `Lantern night by the river ${Date.now()}`;
    await composer.getByLabel('Title').fill(title);
    await composer.getByLabel('Content').fill('Paper lanterns and grilled corn on the riverbank.');

    // The phone's top card is someone who liked the member a moment ago: a like makes a match.
    await phone.goto(`${paths.dashboard}?tab=discover`);
    const { name } = await topCard(phone);
    await likeAs(phone, await seededCredentials(name), member.user.id);
    await phone.getByRole('button', { name: 'Like', exact: true }).click();
    await phone
      .getByRole('dialog', { name: "It's a Match" })
      .getByText(name, { exact: true })
      .waitFor();

    // The laptop has the match, and still shows only the post being written.
    await matchPushed;
    await laptop.evaluate(() => new Promise(requestAnimationFrame)); // the app has drawn it
    expect(await laptop.getByRole('dialog', { name: "It's a Match" }).count()).toBe(0);
    expect(await composer.getByLabel('Title').inputValue()).toBe(title);
    await composer.getByRole('button', { name: 'Publish' }).click();
    await laptop.getByText('Post created successfully!').waitFor();
    const match = laptop.getByRole('dialog', { name: "It's a Match" });
    await match.getByText(name, { exact: true }).waitFor();
    await match.getByRole('button', { name: 'Keep Swiping' }).click();
    await match.waitFor({ state: 'detached' });
    await expect
      .poll(() => share.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await laptop.getByRole('heading', { name: title }).waitFor();
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

  it('on a phone, nothing moves as the dashboard loads, and the page is as wide as the screen once every post is drawn', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO);
    await page.addInitScript(() => {
      const moved: number[] = [];
      Object.assign(window, { moved });
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as unknown as { value: number }[])
          moved.push(shift.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(paths.dashboard);
    // The first page of the feed, drawn after the first screen: most of it below, not yet laid out.
    await expect
      .poll(() => page.getByRole('list', { name: 'Posts' }).locator(':scope > li').count())
      .toBe(20);
    await topCard(page);
    const { moved, wider } = await page.evaluate(() => ({
      moved: (window as unknown as { moved: number[] }).moved,
      wider: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(moved).toEqual([]);
    expect(wider).toBe(0);
  });

  describe('the profile menu and the dialogs, used before their code is in', () => {
    /** The dashboard with the overlays' code (menu, dialogs) held back; the answer lets it through. */
    async function openWithTheMenuHeld(page: Page) {
      const release = await holdBack(page, /\/assets\/overlays-[\w-]+\.js$/);
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
      const asked = page.waitForRequest(/\/assets\/overlays-[\w-]+\.js$/);
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
