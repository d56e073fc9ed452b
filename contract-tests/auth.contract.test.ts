// Signing up and in, and 401 for every member call without a valid token.
import { expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../src/mocks/data/db';
import { signupRequest } from '../src/mocks/fixtures';
import { LIMITS, PROFILE_RULES } from '../src/contract/choices';
import { memberChannel, REALTIME_AUTH_PATH } from '../src/contract/endpoints';
import * as schema from '../src/contract/schemas';
import type { SignupRequest } from '../src/contract/types';
import { describeContract } from './suite';

describeContract('auth', (api) => {
  const { call, login, newMember } = api;

  it('signs up with the spec payload and answers user and token', async () => {
    const member = await newMember();
    expect(schema.authAnswer.parse({ ...member, email: undefined }).user.nationality).toBe(
      'Egyptian',
    );
    const again = await call('POST', '/auth/login', {
      body: { email: member.email, password: 'pollen123' },
    });
    expect(again.status).toBe(200);
  });

  it('refuses bad signup input with an errors list of {path, msg}', async () => {
    const answer = await call('POST', '/auth/signup', {
      body: { email: 'not-an-email', gender: 'female' },
    });
    expect(answer.status).toBe(400);
    const paths = schema.validationErrorBody.parse(answer.body).errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'gender', 'firstName']));
  });

  it('refuses a profile the wizard would never send, with the errors list', async () => {
    const photo = signupRequest().photos[0]!;
    const refused: [Partial<SignupRequest>, string, string][] = [
      [{ photos: [] }, 'photos', PROFILE_RULES.noPhoto],
      [{ photos: Array(LIMITS.maxPhotos + 1).fill(photo) }, 'photos', PROFILE_RULES.tooManyPhotos],
      [{ photos: ['https://example.com/me.jpg'] }, 'photos.0', PROFILE_RULES.notAnImage],
      [{ interests: ['Travel', 'Coffee'] }, 'interests', PROFILE_RULES.tooFewInterests],
      [{ bio: 'b'.repeat(LIMITS.minBioLength - 1) }, 'bio', PROFILE_RULES.bioTooShort],
      [{ bio: `   ${'b'.repeat(LIMITS.minBioLength - 1)}   ` }, 'bio', PROFILE_RULES.bioTooShort],
    ];
    for (const [change, path, msg] of refused) {
      const answer = await call('POST', '/auth/signup', { body: signupRequest(change) });
      expect(answer.status, path).toBe(400);
      expect(schema.validationErrorBody.parse(answer.body).errors).toEqual([{ path, msg }]);
    }
    // The limits themselves are allowed: six photos, three interests, a 50-character bio.
    const atLimits = signupRequest({
      photos: Array(LIMITS.maxPhotos).fill(photo),
      interests: ['Travel', 'Coffee', 'Art'],
      bio: 'b'.repeat(LIMITS.minBioLength),
    });
    expect((await call('POST', '/auth/signup', { body: atLimits })).status).toBe(201);
  });

  it('refuses a duplicate email and a missing nationality for international members', async () => {
    const duplicate = await call('POST', '/auth/signup', {
      body: signupRequest({ email: DEMO_ACCOUNT.email }),
    });
    expect(duplicate.status).toBe(400);
    expect(schema.errorBody.parse(duplicate.body).error).toMatch(/already exists/);
    const noNationality = await call('POST', '/auth/signup', {
      body: signupRequest({ nationality: null }),
    });
    expect(noNationality.body.errors[0].path).toBe('nationality');
  });

  it('logs the demo account in and refuses a wrong password with an error text', async () => {
    const { user, token } = await login();
    expect(user.id).toBe(DEMO_ACCOUNT.id);
    expect(token).toBeTruthy();
    const wrong = await call('POST', '/auth/login', {
      body: { email: DEMO_ACCOUNT.email, password: 'nope' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Invalid email or password');
  });

  const protectedCalls: [string, string, unknown?][] = [
    ['GET', '/users/me'],
    ['PATCH', '/users/me', { bio: 'x' }],
    ['GET', '/users/u-demo'],
    ['GET', '/users/profile/me'],
    ['POST', '/users/status', { isOnline: true }],
    ['GET', '/matches/discover'],
    ['POST', '/matches/swipe', { toUserId: 'u-demo', action: 'LIKE' }],
    ['GET', '/matches'],
    ['DELETE', '/matches/m-1'],
    ['GET', '/messages/conversations'],
    ['GET', '/messages/conversations/c-1'],
    ['POST', '/messages/conversations/c-1', { content: 'hi' }],
    ['POST', '/messages/conversations/c-1/read'],
    ['GET', '/posts/feed'],
    ['POST', '/posts', { type: 'STORY', title: 't', content: 'c' }],
    ['DELETE', '/posts/p-1'],
    ['POST', '/posts/p-1/like'],
    ['POST', '/posts/p-1/comments', { content: 'hi' }],
    ['GET', '/posts/p-1/comments'],
    ['POST', '/posts/p-1/rsvp', { status: 'confirmed' }],
    ['POST', REALTIME_AUTH_PATH, { socket_id: '1.1', channel_name: memberChannel('u-demo') }],
  ];

  it.each(protectedCalls)(
    '%s %s answers 401 without a token and with a bad one',
    async (method, path, body) => {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { body, token: 'bee_forged' })).status).toBe(401);
    },
  );
});
