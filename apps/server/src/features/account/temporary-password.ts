import { randomInt } from 'node:crypto';

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A temporary password: 12 characters (≈ 70 bits) without look-alikes, plus a digit and a symbol. */
export function generateTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < 12; i += 1) password += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return `${password}${randomInt(10)}!`;
}
