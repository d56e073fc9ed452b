// Passwords are kept as salted PBKDF2-SHA256 hashes, never as the text a member typed. The hash
// is @noble/hashes: synchronous and the same bytes in Node (json-server) and in the browser (MSW),
// where WebCrypto would only offer it asynchronously.
import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js';

const SCHEME = 'pbkdf2-sha256';

/**
 * Far below a production work factor: the mock backend runs in the browser too. At 1,000 a
 * derivation takes 2-5 ms in Node and 4-5 ms in Chromium (2 cores): a login stays far under 50 ms.
 * The seeded members' hashes are kept, not derived (data/passwordHashes.ts); each names its count.
 */
export const PASSWORD_ITERATIONS = 1000;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const HASH_HEX = new RegExp(`^[0-9a-f]{${KEY_BYTES * 2}}$`);

/**
 * The stored form: `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`; naming its own count keeps
 * older hashes verifiable if PASSWORD_ITERATIONS rises. A fresh random salt unless given.
 */
export function hashPassword(
  password: string,
  salt: Uint8Array = randomBytes(SALT_BYTES),
  iterations = PASSWORD_ITERATIONS,
): string {
  const key = pbkdf2(sha256, password, salt, { c: iterations, dkLen: KEY_BYTES });
  return [SCHEME, iterations, bytesToHex(salt), bytesToHex(key)].join('$');
}

/** Whether the password is the one the stored hash was made from; false for anything malformed. */
export function verifyPassword(password: string, stored: string): boolean {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return false;
  const [, iterationText, saltHex, keyHex] = parts as [string, string, string, string];
  const iterations = Number(iterationText);
  if (!Number.isInteger(iterations) || iterations < 1) return false;
  if (!/^([0-9a-f]{2})+$/.test(saltHex) || !HASH_HEX.test(keyHex)) return false;
  const actual = pbkdf2(sha256, password, hexToBytes(saltHex), { c: iterations, dkLen: KEY_BYTES });
  return equalInConstantTime(actual, hexToBytes(keyHex));
}

/** Compares every byte whatever the first difference, so the answer's timing tells nothing. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}
