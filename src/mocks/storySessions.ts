import type { StoredUser } from '../contract/browserStorage';
import { DEMO_ACCOUNT } from './data/db';

/** The demo member as the browser stores them once signed in, for stories' `parameters.session`. */
export const demoMember = (changes: Partial<StoredUser> = {}): StoredUser => ({
  token: 'story-token',
  id: DEMO_ACCOUNT.id,
  firstName: 'Sam',
  profileCompleted: true,
  ...changes,
});
