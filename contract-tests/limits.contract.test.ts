// What the backend refuses: text over its limit, a profile outside its rules, bodies too large,
// malformed or generated bad bodies.
import { expect, it } from 'vitest';
import fc from 'fast-check';
import { signupRequest } from '../src/mocks/fixtures';
import { LIMITS, MAX_BODY_BYTES, TEXT_LIMITS } from '../src/contract/choices';
import * as schema from '../src/contract/schemas';
import { describeContract } from './suite';

describeContract('limits', (api) => {
  const { call, login, newMember } = api;

  const over = (limit: number) => 'x'.repeat(limit + 1);

  /** Each text field over its longest length, and where the answer should point. */
  const tooLong: [
    string,
    (ids: { conversation: string; post: string }) => [string, string, unknown],
    string,
    number,
  ][] = [
    [
      'a message',
      ({ conversation }) => [
        'POST',
        `/messages/conversations/${conversation}`,
        { content: over(TEXT_LIMITS.message) },
      ],
      'content',
      TEXT_LIMITS.message,
    ],
    [
      'a comment',
      ({ post }) => ['POST', `/posts/${post}/comments`, { content: over(TEXT_LIMITS.comment) }],
      'content',
      TEXT_LIMITS.comment,
    ],
    [
      'a post title',
      () => [
        'POST',
        '/posts',
        { type: 'STORY', title: over(TEXT_LIMITS.postTitle), content: 'Hi' },
      ],
      'title',
      TEXT_LIMITS.postTitle,
    ],
    [
      'a post content',
      () => [
        'POST',
        '/posts',
        { type: 'STORY', title: 'Hi', content: over(TEXT_LIMITS.postContent) },
      ],
      'content',
      TEXT_LIMITS.postContent,
    ],
    [
      'a post image URL',
      () => [
        'POST',
        '/posts',
        { type: 'STORY', title: 'Hi', content: 'Hi', image: over(TEXT_LIMITS.imageUrl) },
      ],
      'image',
      TEXT_LIMITS.imageUrl,
    ],
    [
      'a post location',
      () => [
        'POST',
        '/posts',
        { type: 'EVENT', title: 'Hi', content: 'Hi', location: over(TEXT_LIMITS.location) },
      ],
      'location',
      TEXT_LIMITS.location,
    ],
    [
      'a post theme',
      () => [
        'POST',
        '/posts',
        {
          type: 'STORY',
          title: 'Hi',
          content: 'Hi',
          culturalTheme: over(TEXT_LIMITS.culturalTheme),
        },
      ],
      'culturalTheme',
      TEXT_LIMITS.culturalTheme,
    ],
    ['a bio', () => ['PATCH', '/users/me', { bio: over(TEXT_LIMITS.bio) }], 'bio', TEXT_LIMITS.bio],
    [
      'a cultural journey',
      () => ['PATCH', '/users/me', { culturalJourney: over(TEXT_LIMITS.culturalJourney) }],
      'culturalJourney',
      TEXT_LIMITS.culturalJourney,
    ],
    [
      'a first name',
      () => ['PATCH', '/users/me', { firstName: over(TEXT_LIMITS.name) }],
      'firstName',
      TEXT_LIMITS.name,
    ],
    [
      'a location',
      () => ['PATCH', '/users/me', { location: over(TEXT_LIMITS.location) }],
      'location',
      TEXT_LIMITS.location,
    ],
    [
      'an interest',
      () => ['PATCH', '/users/me', { interests: ['Travel', 'Art', over(TEXT_LIMITS.tag)] }],
      'interests.2',
      TEXT_LIMITS.tag,
    ],
    [
      'a language',
      () => ['PATCH', '/users/me', { languages: [over(TEXT_LIMITS.tag)] }],
      'languages.0',
      TEXT_LIMITS.tag,
    ],
  ];

  it.each(tooLong)(
    'refuses %s over its limit with 400 and an errors item naming it',
    async (_name, request, path, limit) => {
      const { token } = await login();
      const ids = {
        conversation: (await call('GET', '/messages/conversations', { token })).body[0].id,
        post: (await call('GET', '/posts/feed', { token })).body[0].id,
      };
      const [method, url, body] = request(ids);
      const answer = await call(method, url, { token, body });
      expect(answer.status).toBe(400);
      expect(schema.validationErrorBody.parse(answer.body).errors).toContainEqual({
        path,
        msg: `Too long: at most ${limit} characters`,
      });
    },
  );

  it('refuses signup fields over their limits, and takes text of exactly the limit', async () => {
    const answer = await call('POST', '/auth/signup', {
      body: signupRequest({ lastName: over(TEXT_LIMITS.name), bio: over(TEXT_LIMITS.bio) }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((error: { path: string }) => error.path)).toEqual([
      'lastName',
      'bio',
    ]);
    const { token } = await login();
    const conversation = (await call('GET', '/messages/conversations', { token })).body[0];
    const longest = 'x'.repeat(TEXT_LIMITS.message);
    const sent = await call('POST', `/messages/conversations/${conversation.id}`, {
      token,
      body: { content: longest },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.content).toBe(longest);
  });

  it("keeps the signup's rules when a profile is edited: 3 interests, 1 to 6 photos, a 50-character bio", async () => {
    const { token } = await login();
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    for (const [body, path, msg] of [
      [
        { interests: ['Travel', 'Art'] },
        'interests',
        `Pick at least ${LIMITS.minInterests} interests`,
      ],
      [{ photos: [] }, 'photos', 'Please upload at least one photo'],
      [
        { photos: Array(LIMITS.maxPhotos + 1).fill(photo) },
        'photos',
        `At most ${LIMITS.maxPhotos} photos`,
      ],
      [
        { bio: `  ${'x'.repeat(LIMITS.minBioLength - 1)}  ` },
        'bio',
        `Your bio needs at least ${LIMITS.minBioLength} characters`,
      ],
    ] as const) {
      const answer = await call('PATCH', '/users/me', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual({ path, msg });
    }
    const bio = 'x'.repeat(LIMITS.minBioLength);
    const saved = await call('PATCH', '/users/me', {
      token,
      body: {
        bio,
        interests: ['Travel', 'Art', 'Music'],
        photos: Array(LIMITS.maxPhotos).fill(photo),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ bio, interests: ['Travel', 'Art', 'Music'] });
  });

  it('answers 413 with an error text to a body over the size limit, and takes a six-photo signup under it', async () => {
    // Six photos of about a megabyte each as data URLs: more than the app's scaled photos.
    const photo = `data:image/jpeg;base64,${'A'.repeat(1_000_000)}`;
    const member = await newMember({ photos: Array(LIMITS.maxPhotos).fill(photo) });
    expect(member.user.id).toBeTruthy();
    const big = await call('POST', '/posts', {
      token: member.token,
      body: { type: 'STORY', title: 'Big', content: 'x'.repeat(MAX_BODY_BYTES) },
    });
    expect(big.status).toBe(413);
    expect(schema.errorBody.parse(big.body).error).toMatch(/too large/i);
    const signup = await call('POST', '/auth/signup', {
      body: signupRequest({ photos: Array(LIMITS.maxPhotos + 3).fill(`${photo}${photo}`) }),
    });
    expect(signup.status).toBe(413);
    // Streamed, with no declared length: counted as it arrives.
    const megabyte = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let chunks = 0;
    const streamed = await fetch(`${api.backend.base}/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: new ReadableStream({
        pull: (controller) =>
          chunks++ < MAX_BODY_BYTES / megabyte.length + 1
            ? controller.enqueue(megabyte)
            : controller.close(),
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toMatch(/too large/i);
  });

  it('answers 400 with an error text to a malformed JSON body', async () => {
    const { token } = await login();
    const answer = await call('POST', '/posts', { token, raw: '{"title":' });
    expect(answer.status).toBe(400);
    expect(schema.errorBody.parse(answer.body).error).toBeTruthy();
  });

  it('never answers 5xx to generated bad bodies', async () => {
    const { token } = await login();
    const posts = ['/auth/signup', '/auth/login', '/users/status', '/matches/swipe', '/posts'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts),
        fc.oneof(fc.json(), fc.string()),
        async (path, raw) => {
          const answer = await call('POST', path, { token, raw });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });
});
