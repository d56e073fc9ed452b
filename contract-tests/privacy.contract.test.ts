// What a member sees of others (a public view) and of themselves, and passwords kept hashed.
import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import * as schema from '../src/contract/schemas';
import { describeContract } from './suite';

describeContract('member data stays private', (api) => {
  const { call, login, newMember } = api;

  const PRIVATE_KEYS = /"(email|birthday|isPremium|password|passwordHash)"\s*:/;

  it("shows another member's public view: no email, birthday or plan, their age instead", async () => {
    const { token } = await login();
    const [other] = (await call('GET', '/matches/discover', { token })).body as {
      id: string;
      age: number;
    }[];
    const answer = await call('GET', `/users/${other!.id}`, { token });
    expect(answer.status).toBe(200);
    const member = schema.publicMember.strict().parse(answer.body);
    expect(member.age).toBe(other!.age);
    expect(JSON.stringify(answer.body)).not.toMatch(PRIVATE_KEYS);
  });

  it("shows a member's own private fields: me, their own id, an update, login and signup", async () => {
    const joined = await newMember();
    const { token, user } = await login();
    const answers = [
      joined.user,
      user,
      (await call('GET', '/users/me', { token })).body,
      (await call('GET', `/users/${DEMO_ACCOUNT.id}`, { token })).body,
      (await call('PATCH', '/users/me', { token, body: { location: 'Denver, CO' } })).body,
    ];
    for (const answer of answers) {
      const own = schema.user.strict().parse(answer);
      expect(own.email).toMatch(/@/);
      expect(own.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof own.isPremium).toBe('boolean');
    }
  });

  it("shows no member's email, birthday or plan in matches, conversations, messages, posts, comments, discover or profiles", async () => {
    const { token } = await login();
    const conversation = (await call('GET', '/messages/conversations', { token })).body[0];
    const post = (await call('GET', '/posts/feed', { token })).body[0];
    const other = (await call('GET', '/matches/discover', { token })).body[0];
    for (const path of [
      '/matches',
      '/matches/discover',
      '/messages/conversations',
      `/messages/conversations/${conversation.id}`,
      '/posts/feed?limit=100',
      `/posts/${post.id}/comments`,
      '/users/profile/me',
      `/users/profile/${other.id}`,
    ]) {
      const answer = await call('GET', path, { token });
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toMatch(PRIVATE_KEYS);
    }
  });

  it('keeps no password in clear text; the password still signs in and a wrong one is refused', async ({
    skip,
  }) => {
    const member = await newMember({ password: 'Correct horse 42' });
    const again = await call('POST', '/auth/login', {
      body: { email: member.email, password: 'Correct horse 42' },
    });
    expect(again.status).toBe(200);
    const wrong = await call('POST', '/auth/login', {
      body: { email: member.email, password: 'correct horse 42' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid email or password');
    if (!api.backend.stored) return skip();
    const stored = api.backend.stored();
    for (const secret of ['Correct horse 42', DEMO_ACCOUNT.password])
      expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/"password"\s*:/);
    expect(stored).toMatch(/"passwordHash"\s*:\s*"pbkdf2-sha256\$/);
  });
});
