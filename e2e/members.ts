import type { Page } from 'playwright-core';
import type { AuthAnswer, SignupRequest } from '../src/contract/types';
import { storeUser } from './browser';

export const DEMO = { email: 'demo@beeglobal.app', password: 'honeybee123' } as const;

/** Keeps what the app stores of an auth answer, as the app does after a sign in. */
const remember = (page: Page, { user, token }: AuthAnswer) =>
  storeUser(page, {
    token,
    id: user.id,
    firstName: user.firstName,
    profileCompleted: user.profileCompleted,
  });

/** Signs a member in through the API and leaves the browser signed in as them. */
export async function signInAs(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  if (!response.ok()) throw new Error(`login answered ${response.status()}`);
  const answer = (await response.json()) as AuthAnswer;
  await remember(page, answer);
  return answer;
}

/** A member who joined a moment ago: nobody has liked them yet, and nothing is theirs. */
export async function signUpNewMember(page: Page, firstName = 'Noor') {
  const member: SignupRequest = {
    email: `${firstName.toLowerCase()}.${Date.now()}.${Math.round(performance.now())}@example.com`,
    password: 'pollen123',
    firstName,
    lastName: 'Haddad',
    birthday: '1994-03-12',
    gender: 'FEMALE',
    orientation: 'EVERYONE',
    userType: 'NON_AMERICAN',
    nationality: 'Egyptian',
    location: 'Chicago, IL',
    relationshipGoal: 'BOTH',
    interests: ['Travel', 'Coffee', 'Art'],
    photos: [],
    bio: 'Architect from Alexandria who now draws Chicago rooftops and hunts for good koshari.',
    languages: [],
  };
  const response = await page.request.post('/api/auth/signup', { data: member });
  if (!response.ok()) throw new Error(`signup answered ${response.status()}`);
  const answer = (await response.json()) as AuthAnswer;
  await remember(page, answer);
  return answer;
}
