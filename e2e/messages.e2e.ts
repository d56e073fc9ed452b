import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { conversationPath, paths } from '../src/paths';
import type { Conversation, DiscoverProfile } from '../src/contract/types';
import { useBrowser } from './browser';
import { DEMO, SEEDED_PASSWORD, signInAs, signUpNewMember } from './members';

const JUN = { email: 'jun.wang5@example.com', password: SEEDED_PASSWORD };

/** Resolves once the page's live connection has its member channel: pushes reach it from then on. */
function memberChannelReady(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('subscription_succeeded') && text.includes('private-user-')) resolve();
      }),
    );
  });
}

const api = (request: APIRequestContext, token: string) => ({
  get: async <T>(path: string) =>
    (await (
      await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as T,
  post: (path: string, data: unknown) =>
    request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } }),
});

const conversationLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

describe('messages against the json-server API', () => {
  const browser = useBrowser();

  it('the demo member opens an unread conversation, it is read, and their reply survives a reload', async () => {
    const { page } = browser;
    await signInAs(page, DEMO);
    await page.goto(paths.messages);
    const ethan = conversationLink(page, 'Ethan Reyes');
    await ethan.getByLabel('1 unread').waitFor();
    await ethan.click();
    const log = page.getByRole('log', { name: 'Messages with Ethan Reyes' });
    await log.waitFor();
    await expect.poll(() => ethan.getByLabel('1 unread').count()).toBe(0);
    const reply = `Saturday morning works. Farmers market at nine? (${Date.now()})`;
    await page.getByLabel('Message Ethan Reyes').fill(reply);
    await page.keyboard.press('Enter');
    await page.getByText('Message sent!').waitFor();
    await page.reload();
    await log.getByText(reply).waitFor();
    // Read on the server too: after the reload the badge stays away.
    expect(await ethan.getByLabel('1 unread').count()).toBe(0);
  });

  it('a message sent in one browser appears in the other member’s open chat within a second', async () => {
    const { page } = browser;
    const demo = await signInAs(page, DEMO);
    const junPage = await browser.otherPage();
    const jun = await signInAs(junPage, JUN);
    const conversations = await api(junPage.request, jun.token).get<Conversation[]>(
      '/messages/conversations',
    );
    const withSam = conversations.find(
      (c) => c.name === `${demo.user.firstName} ${demo.user.lastName}`,
    )!;
    const ready = memberChannelReady(junPage);
    await junPage.goto(conversationPath(withSam.id));
    await junPage.getByRole('log', { name: /Messages with Sam Rivera/ }).waitFor();
    await ready;

    await page.goto(conversationPath(withSam.id));
    const text = `Dumplings on Sunday, then? (${Date.now()})`;
    await page.getByLabel('Message Jun Wang').fill(text);
    await page.keyboard.press('Enter');
    const sentAt = Date.now();
    await junPage.getByRole('log').getByText(text).waitFor({ timeout: 1000 });
    const elapsed = Date.now() - sentAt;
    console.info(`[journey] message delivered to the other browser in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(1000);
    // And the sender sees it as sent.
    await page.getByText('Message sent!').waitFor();
  });

  it('unmatch removes the conversation, and the person can appear in discover again', async () => {
    const { page } = browser;
    const amara = await signUpNewMember(page, 'Amara');
    const asAmara = api(page.request, amara.token);
    const jun = await signInAs(await browser.otherPage(), JUN);
    const asJun = api(page.request, jun.token);
    // Amara has passed on everyone but Jun; they like each other: a match and a conversation.
    for (const person of await asAmara.get<DiscoverProfile[]>('/matches/discover')) {
      if (person.id !== jun.user.id)
        await asAmara.post('/matches/swipe', { toUserId: person.id, action: 'PASS' });
    }
    await asJun.post('/matches/swipe', { toUserId: amara.user.id, action: 'LIKE' });
    const match = await asAmara.post('/matches/swipe', { toUserId: jun.user.id, action: 'LIKE' });
    expect(((await match.json()) as { isMatch: boolean }).isMatch).toBe(true);

    await page.goto(paths.messages);
    await conversationLink(page, 'Jun Wang').click();
    await page.getByRole('button', { name: 'Unmatch' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(
        'Are you sure you want to unmatch with Jun Wang? This will delete all messages and you may see each other again in discover.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Unmatch' }).click();
    await page
      .getByText('Unmatched with Jun Wang. You may see each other again in discover.')
      .waitFor();
    await page.getByRole('heading', { name: 'No conversations yet' }).waitFor();

    // Jun is back in Amara's discover stack: the only card left.
    await page.getByRole('link', { name: 'Discover Matches' }).click();
    await page.getByRole('tab', { name: 'Discover' }).click();
    await page.getByRole('group', { name: /^Jun Wang, \d+$/ }).waitFor();
  });
});
