import type { Page } from 'playwright-core';
import type { AuthAnswer } from '../src/contract/types';
import { signupRequest } from '../src/mocks/fixtures';
import { landingAwake, storeUser } from './browser';

export const DEMO = { email: 'demo@beeglobal.app', password: 'honeybee123' } as const;
/** Seeded members' password (all but the demo account's). */
export const SEEDED_PASSWORD = 'beeglobal123';

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
  const member = signupRequest({
    firstName,
    email: `${firstName.toLowerCase()}.${Date.now()}.${Math.round(performance.now())}@example.com`,
  });
  const response = await page.request.post('/api/auth/signup', { data: member });
  if (!response.ok()) throw new Error(`signup answered ${response.status()}`);
  const answer = (await response.json()) as AuthAnswer;
  await remember(page, answer);
  return answer;
}

/**
 * Signs the demo member in the way the static demo answers: a login the page's own service
 * worker answers (a request from outside the page would miss it), then the stored user.
 */
export async function signInThroughTheWorker(page: Page) {
  await page.goto('/');
  await landingAwake(page);
  const answer = await page.evaluate(async (credentials) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    return (await response.json()) as AuthAnswer;
  }, DEMO);
  await remember(page, answer);
}
