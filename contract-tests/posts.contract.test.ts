// The feed, posts, likes, comments and RSVPs.
import { expect, it } from 'vitest';
import * as schema from '../src/contract/schemas';
import { describeContract, z } from './suite';

describeContract('posts', (api) => {
  const { call, login, newMember } = api;

  it('pages the feed newest first with defaults 1 and 20', async () => {
    const { token } = await login();
    const first = z(schema.feedPost.array(), (await call('GET', '/posts/feed', { token })).body);
    expect(first).toHaveLength(20);
    const times = first.map((post) => post.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const second = z(
      schema.feedPost.array(),
      (await call('GET', '/posts/feed?page=2&limit=20', { token })).body,
    );
    expect(second.length).toBeGreaterThan(0);
    expect(second.map((post) => post.id)).not.toContain(first[0]!.id);
    expect((await call('GET', '/posts/feed?page=0', { token })).status).toBe(400);
  });

  it("shows CONNECTIONS posts only to the author and the author's matches", async () => {
    const author = await newMember();
    const stranger = await newMember();
    const created = await call('POST', '/posts', {
      token: author.token,
      body: {
        type: 'STORY',
        title: 'Just for friends',
        content: 'Hi',
        visibility: 'CONNECTIONS',
      },
    });
    expect(created.status).toBe(201);
    const strangerFeed = (
      await call('GET', '/posts/feed?limit=100', { token: stranger.token })
    ).body.map((post: { id: string }) => post.id);
    expect(strangerFeed).not.toContain(created.body.id);
    const authorFeed = (await call('GET', '/posts/feed', { token: author.token })).body.map(
      (post: { id: string }) => post.id,
    );
    expect(authorFeed[0]).toBe(created.body.id);
  });

  it('validates post creation; only the author deletes (403 otherwise)', async () => {
    const author = await newMember();
    const other = await newMember();
    const bad = await call('POST', '/posts', {
      token: author.token,
      body: { type: 'PARTY', title: ' ', content: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path)).toEqual(
      expect.arrayContaining(['type', 'title', 'content']),
    );
    const event = await call('POST', '/posts', {
      token: author.token,
      body: {
        type: 'EVENT',
        title: 'Diwali dinner',
        content: 'Bring a dish',
        location: 'Austin, TX',
        culturalTheme: 'Indian',
        eventDetails: { date: '2026-11-08', time: '19:00', price: 12.5 },
      },
    });
    expect(schema.feedPost.parse(event.body).price).toBe(12.5);
    expect((await call('DELETE', `/posts/${event.body.id}`, { token: other.token })).status).toBe(
      403,
    );
    expect((await call('DELETE', `/posts/${event.body.id}`, { token: author.token })).status).toBe(
      200,
    );
    expect((await call('DELETE', `/posts/${event.body.id}`, { token: author.token })).status).toBe(
      404,
    );
  });

  it('toggles likes and lists and adds comments, and records RSVPs on events', async () => {
    const { token } = await login();
    const post = (await call('GET', '/posts/feed', { token })).body.find(
      (candidate: { type: string }) => candidate.type === 'EVENT',
    );
    const liked = await call('POST', `/posts/${post.id}/like`, { token });
    const unliked = await call('POST', `/posts/${post.id}/like`, { token });
    expect(schema.likeAnswer.parse(liked.body).liked).toBe(!post.userHasLiked);
    expect(unliked.body.liked).toBe(post.userHasLiked);
    const added = await call('POST', `/posts/${post.id}/comments`, {
      token,
      body: { content: 'Count me in!' },
    });
    expect(schema.comment.parse(added.body).content).toBe('Count me in!');
    const comments = z(
      schema.comment.array(),
      (await call('GET', `/posts/${post.id}/comments`, { token })).body,
    );
    expect(comments.at(-1)!.id).toBe(added.body.id);
    const answer = await call('POST', `/posts/${post.id}/rsvp`, {
      token,
      body: { status: 'confirmed' },
    });
    expect(schema.rsvpAnswer.parse(answer.body).status).toBe('confirmed');
    expect(
      (await call('POST', `/posts/${post.id}/rsvp`, { token, body: { status: 'maybe' } })).status,
    ).toBe(400);
    expect((await call('POST', '/posts/p-nobody/like', { token })).status).toBe(404);
  });
});
