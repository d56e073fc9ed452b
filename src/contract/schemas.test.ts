import { describe, expect, it } from 'vitest';
import { createPostRequest, signupRequest } from './schemas';
import {
  CULTURAL_THEMES,
  INTERESTS,
  LANGUAGES,
  NATIONALITIES,
  PROFILE_SETUP_INTERESTS,
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
  it('accepts exactly the fields of spec section 3, enums uppercased', () => {
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

describe('choices of spec section 9', () => {
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
