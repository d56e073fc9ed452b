// Discover, swipes, matches and unmatching.
import { expect, it } from 'vitest';
import * as schema from '../src/contract/schemas';
import { describeContract, z } from './suite';

describeContract('matches', (api) => {
  const { call, login, newMember } = api;

  it('discover excludes oneself, members already swiped and matches', async () => {
    const { token, user } = await login();
    const profiles = z(
      schema.discoverProfile.array(),
      (await call('GET', '/matches/discover', { token })).body,
    );
    expect(profiles.length).toBeGreaterThanOrEqual(10);
    expect(profiles.map((profile) => profile.id)).not.toContain(user.id);
    const matched = (await call('GET', '/matches', { token })).body.map(
      (match: { user: { id: string } }) => match.user.id,
    );
    for (const id of matched) expect(profiles.map((profile) => profile.id)).not.toContain(id);
    await call('POST', '/matches/swipe', {
      token,
      body: { toUserId: profiles[0]!.id, action: 'PASS' },
    });
    const after = (await call('GET', '/matches/discover', { token })).body.map(
      (profile: { id: string }) => profile.id,
    );
    expect(after).not.toContain(profiles[0]!.id);
  });

  it('a LIKE back is a match with a conversation; unmatch removes it and both meet again in discover', async () => {
    const a = await newMember();
    const b = await newMember({ gender: 'MALE' });
    const first = await call('POST', '/matches/swipe', {
      token: a.token,
      body: { toUserId: b.user.id, action: 'LIKE' },
    });
    expect(schema.swipeAnswer.parse(first.body).isMatch).toBe(false);
    const second = await call('POST', '/matches/swipe', {
      token: b.token,
      body: { toUserId: a.user.id, action: 'LIKE' },
    });
    expect(second.body.isMatch).toBe(true);
    const matches = z(
      schema.match.array(),
      (await call('GET', '/matches', { token: a.token })).body,
    );
    expect(matches).toHaveLength(1);
    const conversations = z(
      schema.conversation.array(),
      (await call('GET', '/messages/conversations', { token: a.token })).body,
    );
    expect(conversations[0]!.matchId).toBe(matches[0]!.id);
    expect((await call('DELETE', `/matches/${matches[0]!.id}`, { token: b.token })).status).toBe(
      200,
    );
    expect((await call('GET', '/messages/conversations', { token: a.token })).body).toEqual([]);
    const discover = (await call('GET', '/matches/discover', { token: a.token })).body.map(
      (profile: { id: string }) => profile.id,
    );
    expect(discover).toContain(b.user.id);
  });

  it('liking a member who already liked the demo member is a match', async () => {
    const { token } = await login();
    const profiles = (await call('GET', '/matches/discover', { token })).body as { id: string }[];
    const results = await Promise.all(
      profiles.slice(0, 12).map((profile) =>
        call('POST', '/matches/swipe', {
          token,
          body: { toUserId: profile.id, action: 'LIKE' },
        }),
      ),
    );
    expect(results.some((result) => result.body.isMatch)).toBe(true);
  });

  it('refuses bad swipes and foreign unmatches', async () => {
    const { token } = await login();
    expect(
      (
        await call('POST', '/matches/swipe', {
          token,
          body: { toUserId: 'u-demo', action: 'LOVE' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/matches/swipe', {
          token,
          body: { toUserId: 'u-nobody', action: 'LIKE' },
        })
      ).status,
    ).toBe(404);
    const stranger = await newMember();
    const demoMatch = (await call('GET', '/matches', { token })).body[0].id;
    expect((await call('DELETE', `/matches/${demoMatch}`, { token: stranger.token })).status).toBe(
      404,
    );
  });
});
