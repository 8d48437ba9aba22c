import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** The HKDF purpose of the unsubscribe links' HMAC key (derived from the data encryption key). */
const UNSUBSCRIBE_PURPOSE = 'agency-portal/unsubscribe-link/v1';

/** The public page of an unsubscribe link. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * Signed unsubscribe tokens: `<agency id>.<e-mail, base64url>.<HMAC-SHA-256, base64url>`. Only the server
 * makes them, they never expire (an old e-mail's link keeps working), and they name one address of one
 * agency: nobody can unsubscribe another address by editing the link.
 */
export interface UnsubscribeTokens {
  sign(agencyId: number, email: string): string;
  /** The agency and address of a valid token, else null. */
  verify(token: string): { agencyId: number; email: string } | null;
}

export function unsubscribeTokens(dataKey: Buffer): UnsubscribeTokens {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), UNSUBSCRIBE_PURPOSE, 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload, 'utf8').digest('base64url');
  return {
    sign(agencyId, email) {
      const payload = `${agencyId}.${Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64url')}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token) {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const payload = `${match[1]}.${match[2]}`;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const email = Buffer.from(match[2]!, 'base64url').toString('utf8');
      return { agencyId: Number(match[1]), email };
    },
  };
}
