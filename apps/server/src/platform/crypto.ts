import { createHash } from 'node:crypto';

/** SHA-256 of a text, as 64 hex digits. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
