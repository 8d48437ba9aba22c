import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Verification codes: 8 characters from a 32-letter alphabet without look-alikes (no 0, O, 1, I): 40 bits.
 * Stored only as SHA-256 of `userId:code`; compared case-insensitively after trimming.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function hashCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code.trim().toUpperCase()}`, 'utf8').digest('hex');
}

export function codeMatches(userId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(userId, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
