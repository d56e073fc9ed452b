import type { Db, MemberRecord } from '../data/db';
import { hashPassword } from './password';

type OlderMember = MemberRecord & { password?: unknown };
type OlderConversation = Omit<Db['conversations'][number], 'readAt'> & {
  readAt?: Db['conversations'][number]['readAt'];
};

/**
 * Brings data saved by an older version (a json-server working copy, the static demo's data) up to
 * date in place: clear-text passwords hashed and dropped, conversations given members' read times
 * (never read, as far as anyone knows). Returns whether anything changed, so the adapter can save.
 */
export function upgradeStoredDb(db: Db): boolean {
  let changed = false;
  for (const member of db.users as OlderMember[]) {
    if (typeof member.password !== 'string') continue;
    if (!member.passwordHash) member.passwordHash = hashPassword(member.password);
    delete member.password;
    changed = true;
  }
  for (const conversation of db.conversations as OlderConversation[]) {
    if (conversation.readAt) continue;
    conversation.readAt = Object.fromEntries(conversation.memberIds.map((id) => [id, null]));
    changed = true;
  }
  return changed;
}
