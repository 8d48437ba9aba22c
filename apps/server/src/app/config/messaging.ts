import type { EnvReader } from './env';

export interface MessagingSettings {
  sms: {
    /**
     * The Twilio-compatible API (SMS_API_URL, default https://api.twilio.com); used only with SMS_ACCOUNT_SID,
     * SMS_AUTH_TOKEN and SMS_FROM all set. Without them SMS are captured in the development outbox.
     */
    apiUrl: string;
    accountSid: string | null;
    authToken: string | null;
    /** The sending number (E.164) or messaging service id. */
    from: string | null;
    /** The public base URL the provider calls back (SMS_CALLBACK_URL; default ISSUER): status and inbound. */
    callbackUrl: string | null;
  };
  /** Attempts of one message (e-mail or SMS) before it is failed (MESSAGE_MAX_ATTEMPTS, default 5). */
  messageMaxAttempts: number;
}

/** SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, SMS_CALLBACK_URL, MESSAGE_MAX_ATTEMPTS (docs/messaging.md). */
export function messagingSettings(r: EnvReader): MessagingSettings {
  const apiUrl = r.url('SMS_API_URL', ['http:', 'https:']);
  const accountSid = r.read('SMS_ACCOUNT_SID') ?? null;
  const authToken = r.read('SMS_AUTH_TOKEN') ?? null;
  const from = r.read('SMS_FROM') ?? null;
  const set = [accountSid, authToken, from].filter((value) => value !== null).length;
  if (set > 0 && set < 3)
    r.problems.push('SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM must be set together (or none of them).');
  const callbackUrl = r.url('SMS_CALLBACK_URL', ['http:', 'https:']);
  return {
    sms: {
      apiUrl: (apiUrl ?? 'https://api.twilio.com').replace(/\/+$/, ''),
      accountSid,
      authToken,
      from,
      callbackUrl: callbackUrl?.replace(/\/+$/, '') ?? null,
    },
    messageMaxAttempts: r.integer('MESSAGE_MAX_ATTEMPTS', 5, 1, 100),
  };
}
