import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { paths } from '../src/paths';
import { useBrowser } from './browser';
import { DEMO, signInAs } from './members';

const SAMBA = 'Samba & Feijoada Night';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const detail = (page: Page, title: string) =>
  page
    .getByRole('article', { name: title })
    .filter({ has: page.getByRole('heading', { level: 2 }) });

/** Opens an event from its card on the list. */
async function openEvent(page: Page, title: string) {
  await card(page, title).getByRole('button', { name: 'Join Event' }).click();
  await detail(page, title).waitFor();
}

describe('cultural events in the built app', () => {
  const browser = useBrowser();

  it('a member confirms an event, is still going after a reload, cancels, and changes their mind', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(paths.events);
    await page.getByRole('heading', { name: 'Join Amazing Cultural Events' }).waitFor();
    const attending = (await card(page, SAMBA)
      .getByText(/^\d+ \/ 80$/)
      .textContent())!;
    const seats = Number.parseInt(attending, 10);

    await openEvent(page, SAMBA);
    await page.getByRole('button', { name: "I'm Going!" }).click();
    await page.getByText("Amazing! You're going! 🎉").waitFor();
    await card(page, SAMBA).getByText('Going!').waitFor();
    await card(page, SAMBA)
      .getByText(`${seats + 1} / 80`)
      .waitFor();

    // The answer is the member's, kept in this browser: a reload keeps it.
    await page.reload();
    await card(page, SAMBA).getByText('Going!').waitFor();
    await card(page, SAMBA)
      .getByText(`${seats + 1} / 80`)
      .waitFor();

    // Add to calendar downloads a valid .ics file.
    await openEvent(page, SAMBA);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('samba-feijoada-night.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('\r\nSUMMARY:Samba & Feijoada Night\r\n');
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T190000\r\n/);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);

    await page.getByRole('button', { name: 'Cancel RSVP' }).click();
    await page.getByText('No worries! Maybe next time! 😊').waitFor();
    await card(page, SAMBA).getByText(`${seats} / 80`).waitFor();
    expect(await card(page, SAMBA).getByText('Going!').count()).toBe(0);

    await openEvent(page, SAMBA);
    await page.getByRole('button', { name: 'Changed My Mind!' }).click();
    await card(page, SAMBA).getByText('Going!').waitFor();
    await card(page, SAMBA)
      .getByText(`${seats + 1} / 80`)
      .waitFor();

    // Logout forgets them: the next sign-in in this browser starts with no answers.
    await page.goto(paths.dashboard);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === paths.home);
    await signInAs(page, DEMO);
    await page.goto(paths.events);
    await card(page, SAMBA).getByText(`${seats} / 80`).waitFor();
    expect(await card(page, SAMBA).getByText('Going!').count()).toBe(0);
  });

  it('the search and the culture stay in the URL through a reload', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(paths.events);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('night');
    await page.getByRole('combobox', { name: 'Cultural theme' }).selectOption('Mexican');
    await page.waitForURL((url) => url.search === '?q=night&theme=Mexican');
    await page.reload();
    expect(await page.getByRole('searchbox', { name: 'Search events' }).inputValue()).toBe('night');
    expect(await page.getByRole('combobox', { name: 'Cultural theme' }).inputValue()).toBe(
      'Mexican',
    );
    await card(page, 'Lotería & Street Food Night').waitFor();
    expect(await page.getByRole('list', { name: 'Events' }).getByRole('article').count()).toBe(1);
  });
});
