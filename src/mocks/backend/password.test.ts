import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_ITERATIONS, verifyPassword } from './password';

describe('password hashes', () => {
  it('are stored as pbkdf2-sha256$iterations$salt$hash, with a fresh salt each time', () => {
    const first = hashPassword('honeybee123');
    expect(first).toMatch(
      new RegExp(`^pbkdf2-sha256\\$${PASSWORD_ITERATIONS}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`),
    );
    expect(first).not.toContain('honeybee123');
    expect(hashPassword('honeybee123')).not.toBe(first);
  });

  it('verify the password they were made from, and nothing else', () => {
    const stored = hashPassword('honeybee123');
    expect(verifyPassword('honeybee123', stored)).toBe(true);
    expect(verifyPassword('honeybee124', stored)).toBe(false);
    expect(verifyPassword('', stored)).toBe(false);
    expect(verifyPassword('Honeybee123', stored)).toBe(false);
  });

  it('are the same bytes for the same salt (the seed relies on it) and match PBKDF2 test vectors', () => {
    const salt = new TextEncoder().encode('salt');
    expect(hashPassword('password', salt, 1)).toBe(hashPassword('password', salt, 1));
    // RFC 7914 section 11's PBKDF2-HMAC-SHA256 vector ("passwd", "salt", c = 1), first 32 bytes.
    expect(hashPassword('passwd', salt, 1).split('$')[3]).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
  });

  it('verify one made with another iteration count, and refuse malformed ones', () => {
    expect(verifyPassword('pollen', hashPassword('pollen', undefined, 10))).toBe(true);
    for (const stored of [
      'pollen',
      '',
      'pbkdf2-sha256$0$00$00',
      'pbkdf2-sha256$10$zz$00',
      'bcrypt$10$00$00',
      `${hashPassword('pollen').slice(0, -2)}`,
    ])
      expect(verifyPassword('pollen', stored)).toBe(false);
  });
});
