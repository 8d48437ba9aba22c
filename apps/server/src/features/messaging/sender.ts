import { dataKey } from '../../platform/crypto';
import { createSenderResolver, smtpCipher, type SenderResolver } from '../mail-settings';

/**
 * Who a staff member's message is from and which server carries it: features/mail-settings' resolver (the
 * user's mail settings and own SMTP server, else the agency's, else the platform's SMTP_URL or the outbox).
 */
export type { ResolvedSender, SenderResolver } from '../mail-settings';

/** The resolver of a messaging service built without the app's (tests with their own runner and clock). */
export function defaultSenderResolver(config: {
  mailFrom: string;
  dataEncryptionKey: Buffer | null;
  dataDir: string;
}): SenderResolver {
  return createSenderResolver({ cipher: smtpCipher(dataKey(config)), mailFrom: config.mailFrom });
}
