// The current member, other members and profiles, and online status.
import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import * as schema from '../src/contract/schemas';
import { describeContract } from './suite';

describeContract('users', (api) => {
  const { call, login } = api;

  it('reads and updates the current member, and never shows a password', async () => {
    const { token } = await login();
    const me = await call('GET', '/users/me', { token });
    expect(schema.user.parse(me.body).email).toBe(DEMO_ACCOUNT.email);
    expect(me.body.password).toBeUndefined();
    const updated = await call('PATCH', '/users/me', {
      token,
      body: { culturalJourney: 'Two languages, one kitchen.' },
    });
    expect(updated.body.culturalJourney).toBe('Two languages, one kitchen.');
    expect((await call('PATCH', '/users/me', { token, body: { firstName: '  ' } })).status).toBe(
      400,
    );
  });

  it('reads another member, answers 404 for an unknown one, and loads profiles with stats and posts', async () => {
    const { token } = await login();
    const discover = await call('GET', '/matches/discover', { token });
    const other = discover.body[0].id;
    expect((await call('GET', `/users/${other}`, { token })).status).toBe(200);
    expect((await call('GET', '/users/u-nobody', { token })).status).toBe(404);
    const mine = schema.profileAnswer.parse(
      (await call('GET', '/users/profile/me', { token })).body,
    );
    expect(mine.user.id).toBe(DEMO_ACCOUNT.id);
    expect(mine.stats.posts).toBe(mine.posts.length);
    expect(mine.posts.length).toBeGreaterThan(0);
    expect((await call('GET', '/users/profile/u-nobody', { token })).status).toBe(404);
  });

  it('updates online status', async () => {
    const { token } = await login();
    expect(
      (await call('POST', '/users/status', { token, body: { isOnline: false } })).body,
    ).toEqual({ isOnline: false });
    expect((await call('GET', '/users/me', { token })).body.isOnline).toBe(false);
    expect((await call('POST', '/users/status', { token, body: { isOnline: 'yes' } })).status).toBe(
      400,
    );
  });
});
