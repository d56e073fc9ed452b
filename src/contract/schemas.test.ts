import { describe, expect, it } from 'vitest';
import {
  commentRequest,
  createPostRequest,
  loginRequest,
  messageRequest,
  profileUpdateRequest,
  signupRequest,
} from './schemas';
import {
  CULTURAL_THEMES,
  INTERESTS,
  LANGUAGES,
  NATIONALITIES,
  LIMITS,
  PROFILE_SETUP_INTERESTS,
  TEXT_LIMITS,
} from './choices';

const signup = {
  email: 'ana@example.com',
  password: 'samba2026',
  firstName: 'Ana',
  lastName: 'Lima',
  birthday: '1994-03-12',
  gender: 'FEMALE',
  orientation: 'EVERYONE',
  userType: 'NON_AMERICAN',
  nationality: 'Brazilian',
  location: 'Austin, TX',
  relationshipGoal: 'CULTURAL_EXCHANGE',
  interests: ['Travel', 'Music', 'Dancing'],
  photos: ['data:image/jpeg;base64,AAAA'],
  bio: 'Brazilian designer in Austin who loves samba, street food and the lake.',
  languages: [],
};

describe('signup payload', () => {
  it("accepts exactly the contract's fields, enums uppercased", () => {
    expect(signupRequest.parse(signup)).toEqual(signup);
  });

  it('refuses confirmPassword, which is never sent', () => {
    expect(signupRequest.safeParse({ ...signup, confirmPassword: 'samba2026' }).success).toBe(
      false,
    );
  });

  it('refuses lower-case enum values', () => {
    const result = signupRequest.safeParse({ ...signup, gender: 'female' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['gender']);
  });

  it('takes a null nationality for american members', () => {
    expect(
      signupRequest.parse({ ...signup, userType: 'AMERICAN', nationality: null }).nationality,
    ).toBeNull();
  });
});

describe('create post payload', () => {
  it('defaults visibility to GLOBAL', () => {
    expect(createPostRequest.parse({ type: 'STORY', title: 'Hi', content: 'Olá' }).visibility).toBe(
      'GLOBAL',
    );
  });

  it('refuses a blank title after trimming', () => {
    expect(createPostRequest.safeParse({ type: 'NEWS', title: '   ', content: 'x' }).success).toBe(
      false,
    );
  });
});

/** The first problem zod finds, as the backend's `errors` item shows it. */
const problem = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && { path: issue.path.join('.'), msg: issue.message };
};

describe('text limits', () => {
  const over = (limit: number) => 'x'.repeat(limit + 1);

  it('refuse text one character over the limit with a message a person can read', () => {
    for (const [schema, body, path, limit] of [
      [
        signupRequest,
        { ...signup, firstName: over(TEXT_LIMITS.name) },
        'firstName',
        TEXT_LIMITS.name,
      ],
      [
        signupRequest,
        { ...signup, password: over(TEXT_LIMITS.password) },
        'password',
        TEXT_LIMITS.password,
      ],
      [
        signupRequest,
        { ...signup, nationality: over(TEXT_LIMITS.nationality) },
        'nationality',
        TEXT_LIMITS.nationality,
      ],
      [
        signupRequest,
        { ...signup, interests: [over(TEXT_LIMITS.tag)] },
        'interests.0',
        TEXT_LIMITS.tag,
      ],
      [loginRequest, { email: over(TEXT_LIMITS.email), password: 'x' }, 'email', TEXT_LIMITS.email],
      [messageRequest, { content: over(TEXT_LIMITS.message) }, 'content', TEXT_LIMITS.message],
      [commentRequest, { content: over(TEXT_LIMITS.comment) }, 'content', TEXT_LIMITS.comment],
      [
        createPostRequest,
        { type: 'NEWS', title: over(TEXT_LIMITS.postTitle), content: 'x' },
        'title',
        TEXT_LIMITS.postTitle,
      ],
      [
        profileUpdateRequest,
        { culturalJourney: over(TEXT_LIMITS.culturalJourney) },
        'culturalJourney',
        TEXT_LIMITS.culturalJourney,
      ],
    ] as const)
      expect(problem(schema.safeParse(body))).toEqual({
        path,
        msg: `Too long: at most ${limit} characters`,
      });
  });

  it('count what is left once spaces around required text are gone, and take exactly the limit', () => {
    const longest = 'x'.repeat(TEXT_LIMITS.message);
    expect(messageRequest.parse({ content: `  ${longest}  ` }).content).toBe(longest);
    expect(problem(messageRequest.safeParse({ content: '   ' }))).toEqual({
      path: 'content',
      msg: 'Required',
    });
  });
});

describe('profile update payload', () => {
  it("keeps the signup's rules for the fields it sends, and takes any subset", () => {
    expect(profileUpdateRequest.parse({})).toEqual({});
    expect(problem(profileUpdateRequest.safeParse({ interests: ['Art', 'Music'] }))).toEqual({
      path: 'interests',
      msg: `Pick at least ${LIMITS.minInterests} interests`,
    });
    expect(problem(profileUpdateRequest.safeParse({ photos: [] }))?.path).toBe('photos');
    expect(
      problem(profileUpdateRequest.safeParse({ photos: Array(LIMITS.maxPhotos + 1).fill('p') })),
    ).toEqual({ path: 'photos', msg: `At most ${LIMITS.maxPhotos} photos` });
    expect(
      problem(profileUpdateRequest.safeParse({ bio: ` ${'x'.repeat(LIMITS.minBioLength - 1)} ` })),
    ).toEqual({ path: 'bio', msg: `Your bio needs at least ${LIMITS.minBioLength} characters` });
  });
});

describe('the fixed choices', () => {
  it('has the listed counts', () => {
    expect(INTERESTS).toHaveLength(24);
    expect(NATIONALITIES).toHaveLength(23);
    expect(LANGUAGES).toHaveLength(15);
    expect(CULTURAL_THEMES).toHaveLength(9);
    expect(PROFILE_SETUP_INTERESTS).toHaveLength(20);
  });

  it('has no repeated choice in any list', () => {
    for (const list of [INTERESTS, NATIONALITIES, LANGUAGES, PROFILE_SETUP_INTERESTS])
      expect(new Set(list).size).toBe(list.length);
  });
});
