import { describe, expect, it } from 'vitest';
import { createSeedDb } from '../data/seed';
import { createBackend } from './create';
import { verifyPassword } from './password';
import { upgradeStoredDb } from './upgrade';

describe('data saved by an older version', () => {
  it('has its clear-text passwords hashed and dropped when a backend starts on it, and saved', () => {
    const db = createSeedDb();
    const [first, second] = db.users;
    const legacy = first as unknown as Record<string, unknown>;
    delete legacy.passwordHash;
    legacy.password = 'honeybee123';
    let saved = 0;
    createBackend(db, { changed: () => (saved += 1) });
    expect(saved).toBe(1);
    expect(legacy.password).toBeUndefined();
    expect(verifyPassword('honeybee123', first!.passwordHash)).toBe(true);
    expect(second!.passwordHash).toMatch(/^pbkdf2-sha256\$/);
  });

  it('gets read times on its conversations, nobody having read yet', () => {
    const db = createSeedDb();
    const conversation = db.conversations[0]!;
    delete (conversation as Partial<typeof conversation>).readAt;
    expect(upgradeStoredDb(db)).toBe(true);
    expect(conversation.readAt).toEqual({
      [conversation.memberIds[0]]: null,
      [conversation.memberIds[1]]: null,
    });
  });

  it('is left alone when already up to date', () => {
    const db = createSeedDb();
    const before = JSON.stringify(db);
    expect(upgradeStoredDb(db)).toBe(false);
    expect(JSON.stringify(db)).toBe(before);
  });
});
