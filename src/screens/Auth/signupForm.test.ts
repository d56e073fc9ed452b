import { describe, expect, it } from 'vitest';
import { signupRequest } from '../../contract/schemas';
import { canContinue, emptySignupForm, toSignupPayload, type SignupForm } from './signupForm';

const complete: SignupForm = {
  email: 'ana@example.com',
  password: 'samba2026',
  confirmPassword: 'samba2026',
  firstName: 'Ana',
  lastName: 'Lima',
  birthday: '1994-03-12',
  gender: 'non_binary',
  orientation: 'everyone',
  userType: 'non_american',
  nationality: 'Brazilian',
  location: 'Austin, TX',
  relationshipGoal: 'cultural_exchange',
  photos: ['data:image/jpeg;base64,AAAA'],
  interests: ['Travel', 'Music', 'Dancing'],
  bio: 'Brazilian designer in Austin who loves samba and street food!',
};

describe('signup step gating', () => {
  it('blocks every step from 1 to 7 on an empty form, and never step 8', () => {
    for (let step = 1; step <= 7; step += 1) expect(canContinue(step, emptySignupForm)).toBe(false);
    expect(canContinue(8, emptySignupForm)).toBe(true);
  });

  it('opens every step on a complete form', () => {
    for (let step = 1; step <= 8; step += 1) expect(canContinue(step, complete)).toBe(true);
  });

  it('step 1 needs all three fields but checks no match or length', () => {
    expect(canContinue(1, { ...complete, confirmPassword: '' })).toBe(false);
    expect(canContinue(1, { ...complete, confirmPassword: 'different' })).toBe(true);
  });

  it('step 4 needs a nationality unless the member is american', () => {
    expect(canContinue(4, { ...complete, nationality: '' })).toBe(false);
    expect(canContinue(4, { ...complete, userType: 'american', nationality: '' })).toBe(true);
    expect(canContinue(4, { ...complete, location: '  ' })).toBe(false);
  });

  it('steps 5 to 7: one photo, three interests, a bio of 50 characters', () => {
    expect(canContinue(5, { ...complete, photos: [] })).toBe(false);
    expect(canContinue(6, { ...complete, interests: ['Travel', 'Music'] })).toBe(false);
    expect(canContinue(7, { ...complete, bio: 'x'.repeat(49) })).toBe(false);
    expect(canContinue(7, { ...complete, bio: 'x'.repeat(50) })).toBe(true);
  });
});

describe('signup payload', () => {
  it('uppercases enums, sends languages empty and no confirmPassword', () => {
    const payload = toSignupPayload(complete);
    expect(signupRequest.parse(payload)).toEqual(payload);
    expect(payload).toMatchObject({
      gender: 'NON_BINARY',
      orientation: 'EVERYONE',
      userType: 'NON_AMERICAN',
      relationshipGoal: 'CULTURAL_EXCHANGE',
      languages: [],
    });
    expect(payload).not.toHaveProperty('confirmPassword');
  });

  it('sends a null nationality for american members, whatever was picked before', () => {
    expect(toSignupPayload({ ...complete, userType: 'american' }).nationality).toBeNull();
  });
});
