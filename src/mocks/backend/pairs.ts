import type { Backend } from './http';

/** The other member of a pair (a match or a conversation), if still a member. */
export const otherMember = (backend: Backend, pair: readonly string[], meId: string) =>
  backend.db.users.find((user) => user.id === pair.find((id) => id !== meId));

/** Whether two members are matched: they see each other's CONNECTIONS posts and leave discover. */
export const isMatched = (backend: Backend, a: string, b: string) =>
  backend.db.matches.some((match) => match.userIds.includes(a) && match.userIds.includes(b));
