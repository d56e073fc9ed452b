import { describe, expect, inject, it } from 'vitest';
import { landingAwake, useBrowser } from './browser';
import { signInThroughTheWorker } from './members';

describe('static demo (npm run demo): the mock backend runs in the browser', () => {
  const browser = useBrowser(inject('demoURL'));

  it('answers the demo account login from MSW', async () => {
    const { page } = browser;
    await page.goto('/');
    await landingAwake(page);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@beeglobal.app', password: 'honeybee123' }),
      });
      return { status: response.status, firstName: (await response.json()).user.firstName };
    });
    expect(answer).toEqual({ status: 200, firstName: 'Sam' });
  });

  it('greets a real-time connection with the Pusher handshake', async () => {
    const { page } = browser;
    await page.goto('/');
    await landingAwake(page);
    const greeting = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const socket = new WebSocket(`ws://${location.host}/api/app/beeglobal-mock?protocol=7`);
          socket.onmessage = (event) => resolve(JSON.parse(String(event.data)).event);
          setTimeout(() => reject(new Error('no handshake')), 5000);
        }),
    );
    expect(greeting).toBe('pusher:connection_established');
  });

  it("reads as today: the feed's newest post and the newest conversation are hours old, not months", async () => {
    const { page } = browser;
    await signInThroughTheWorker(page);
    await page.goto('/dashboard');
    const underADay = /^(Just now|\d+m ago|\d+h ago)$/;
    const posts = page.getByRole('list', { name: 'Posts' });
    expect(await posts.locator('time').first().textContent()).toMatch(underADay);
    await page.goto('/messages');
    const conversations = page.getByRole('list', { name: 'Conversations' });
    expect(await conversations.locator('time').first().textContent()).toMatch(underADay);
  });

  it('lets the demo member chat, and keeps the message across a reload', async () => {
    const { page } = browser;
    await signInThroughTheWorker(page);
    await page.goto('/messages');
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: /Jun Wang/ })
      .click();
    const text = `Is the potluck vegetarian-friendly? (${Date.now()})`;
    await page.getByLabel('Message Jun Wang').fill(text);
    await page.keyboard.press('Enter');
    await page.getByText('Message sent!').waitFor();
    await page.reload();
    await page.getByRole('log', { name: 'Messages with Jun Wang' }).getByText(text).waitFor();
  });

  it('the Demo panel makes the feed fail, keeps that through a reload, and puts it back', async () => {
    const { page } = browser;
    await signInThroughTheWorker(page);
    await page.goto('/dashboard');
    await page.getByRole('list', { name: 'Posts' }).waitFor();

    // Closed by default; reached by keyboard.
    const toggle = page.getByRole('button', { name: /^Demo/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Demo scenarios' });
    await panel.getByRole('combobox', { name: 'Feed and posts' }).selectOption('error');
    await toggle.filter({ hasText: 'Feed and posts: Error (500)' }).waitFor();

    await page.reload();
    await page.getByText('Failed to load feed. Please try again.').waitFor();
    // Still on after the reload, and it says so while closed.
    await toggle.filter({ hasText: 'Feed and posts: Error (500)' }).waitFor();

    await toggle.click();
    await panel.getByRole('button', { name: 'All normal' }).click();
    // The backend has it once the toggle stops naming a scenario.
    await toggle.filter({ hasText: /^Demo$/ }).waitFor();
    await page.reload();
    await page.getByRole('list', { name: 'Posts' }).waitFor();
    expect(await toggle.textContent()).toBe('Demo');
  });
});
