import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '../src/paths';
import type { FeedPost } from '../src/contract/types';
import { useBrowser } from './browser';
import { DEMO, signInAs } from './members';

/** The demo member's name as their profile and their posts show it. */
const DEMO_NAME = 'Sam Rivera';

const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

/** One of the member's posts on their profile, by its title. */
const profilePost = (page: Page, title: string) =>
  page
    .getByRole('list', { name: /^Posts by / })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('profiles against the json-server API', () => {
  const browser = useBrowser();

  it('the demo member deletes a post they created, from their profile', async () => {
    const { page } = browser;
    const { token } = await signInAs(page, DEMO);
    const title = `Dumpling folding for beginners ${Date.now()}`;
    const created = await page.request.post('/api/posts', {
      headers: authorization(token),
      data: {
        type: 'EVENT',
        title,
        content: 'Bring an apron; we fold, steam and eat together.',
        visibility: 'GLOBAL',
        location: 'Philadelphia, PA',
        culturalTheme: 'Chinese',
        eventDetails: { date: '2026-07-04', time: '18:00', price: 5, maxAttendees: 12 },
      },
    });
    expect(created.ok()).toBe(true);

    await page.goto(paths.profile);
    const post = profilePost(page, title);
    await post.waitFor();
    const countBefore = await page.getByText(/^\d+ posts?$/).textContent();
    await post.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete event' });
    await confirm.getByText('Are you sure you want to delete this post/event/story?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted successfully').waitFor();
    await post.waitFor({ state: 'detached' });
    expect(Number.parseInt((await page.getByText(/^\d+ posts?$/).textContent())!, 10)).toBe(
      Number.parseInt(countBefore!, 10) - 1,
    );

    // Gone for good: not on the profile after a reload, nor in the feed.
    await page.reload();
    await page.getByRole('heading', { name: 'Posts & Activity' }).waitFor();
    await page.getByRole('list', { name: /^Posts by / }).waitFor();
    expect(await profilePost(page, title).count()).toBe(0);
    const feed = await page.request.get('/api/posts/feed', { headers: authorization(token) });
    expect(((await feed.json()) as FeedPost[]).map((item) => item.title)).not.toContain(title);
  });

  it('the demo member edits their bio and sees it after a reload', async () => {
    const { page } = browser;
    const { token, user } = await signInAs(page, DEMO);
    const bio = `Pharmacist, gallery hopper and apprentice feteer baker. Edited at ${Date.now()}.`;
    try {
      await page.goto(paths.profile);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByLabel('Bio').fill(bio);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(bio, { exact: true }).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: DEMO_NAME }).waitFor();
      await page.getByText(bio, { exact: true }).waitFor();
    } finally {
      // Other journeys meet the demo member as seeded.
      await page.request.patch('/api/users/me', {
        headers: authorization(token),
        data: { bio: user.bio },
      });
    }
  });

  it("opens another member's profile from a feed post's author", async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(paths.dashboard);
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('article');
    await posts.first().waitFor();
    // The first post by someone other than the demo member; its author's name is the link.
    const author = posts.getByRole('link').filter({ hasNotText: DEMO_NAME }).first();
    const name = (await author.textContent())!;
    await author.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${paths.profile}/u-`));
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Posts & Activity' }).waitFor();
    await page.getByRole('list', { name: /^Posts by / }).waitFor();
    // Someone else's profile: nothing to delete, nothing to edit.
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
  });

  it('on a phone, Edit Profile keeps Cancel and Save in view while its long form scrolls', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, DEMO);
    // The profile menu's Settings leads here.
    await page.goto(paths.editProfile);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Bio').waitFor();
    const save = dialog.getByRole('button', { name: 'Save Changes' });
    const inView = async () => {
      const box = (await save.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= 844;
    };
    expect(await inView()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Swedish' }).scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    // Closed, the dialog leaves the URL: a reload shows the profile.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === paths.profile && url.search === '');
  });
});
