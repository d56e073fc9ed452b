import * as schema from '../../contract/schemas';
import type { PublicMember, User } from '../../contract/types';
import type { MemberRecord } from '../data/db';
import { fail, type ApiRequest, type ApiResponse, type Backend } from './http';

/** The member a bearer token belongs to, or the 401 answer for a missing or unknown token. */
export function authenticate(
  backend: Backend,
  request: ApiRequest,
): { me: MemberRecord } | { response: ApiResponse } {
  if (!request.token) return { response: fail(401, 'Authentication required') };
  const session = backend.db.sessions.find((candidate) => candidate.token === request.token);
  const me = session && backend.db.users.find((user) => user.id === session.userId);
  return me ? { me } : { response: fail(401, 'Invalid or expired token') };
}

/**
 * A member as they see themselves (`GET /users/me`, login, signup): the contract's user fields
 * only, so never the password hash or internal scores.
 */
export const ownUser = (member: MemberRecord): User => schema.user.parse(member);

/** Another member as anyone signed in may see them: no email, birthday or plan; their age instead. */
export const publicMember = (member: MemberRecord, today: Date): PublicMember =>
  schema.publicMember.parse({ ...member, age: ageOn(member.birthday, today) });

export const fullName = (member: MemberRecord) => `${member.firstName} ${member.lastName}`;

export function ageOn(birthday: string, today: Date): number {
  const born = new Date(`${birthday}T00:00:00Z`);
  let age = today.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
