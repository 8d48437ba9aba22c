import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db';
import '../../platform/mail';

/** What the provider answered for one SMS. */
export interface SmsSent {
  /** The provider's id of the message (Twilio's MessageSid), for the status callbacks. */
  providerId: string;
  /** What the history shows ("queued by the provider", "captured in the development outbox"). */
  detail: string;
}

export interface OutgoingSms {
  agencyId: number;
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider reports delivery (null: no callback). */
  statusCallback: string | null;
}

/**
 * The SMS port: a Twilio-compatible HTTP API by configuration, the development outbox otherwise. `send`
 * throws when the message was not accepted (the job retries it).
 */
export interface SmsProvider {
  readonly kind: 'http' | 'outbox';
  /** The sending number as shown in the history. */
  readonly from: string;
  send(db: Db, sms: OutgoingSms): Promise<SmsSent>;
  /** Whether a webhook request carries the provider's valid signature (`X-Twilio-Signature`). */
  verifySignature(url: string, params: Record<string, string>, signature: string | undefined): boolean;
}

/**
 * Twilio's request signature: HMAC-SHA1 with the auth token over the full URL followed by each POST
 * parameter's name and value, sorted by name; base64.
 * https://www.twilio.com/docs/usage/webhooks/webhooks-security
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The Twilio-compatible adapter: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth. */
export function httpSmsProvider(options: {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}): SmsProvider {
  const endpoint = `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'http',
    from: options.from,
    async send(_db, sms) {
      const form = new URLSearchParams({ To: sms.to, From: options.from, Body: sms.body });
      if (sms.statusCallback) form.set('StatusCallback', sms.statusCallback);
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      const text = await response.text();
      let answer: { sid?: unknown; status?: unknown; message?: unknown; code?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON: the status line says enough.
      }
      if (!response.ok) {
        const why = typeof answer.message === 'string' ? answer.message : text.slice(0, 200) || response.statusText;
        throw new Error(`The SMS provider answered ${response.status}: ${why}`);
      }
      if (typeof answer.sid !== 'string')
        throw new Error('The SMS provider accepted the message without a MessageSid.');
      return {
        providerId: answer.sid,
        detail: `Accepted by the SMS provider (${typeof answer.status === 'string' ? answer.status : 'queued'})`,
      };
    },
    verifySignature(url, params, signature) {
      return signature !== undefined && sameText(twilioSignature(options.authToken, url, params), signature);
    },
  };
}

/** Development: the SMS is captured in the outbox (kind 'sms'), readable on /dev/outbox; never leaves. */
export function outboxSmsProvider(): SmsProvider {
  return {
    kind: 'outbox',
    from: 'development outbox',
    async send(db, sms) {
      const row = await db
        .insertInto('outbox')
        .values({
          agency_id: sms.agencyId,
          recipient: sms.to,
          subject: `SMS to ${sms.to}`,
          text_body: sms.body,
          html_body: '',
          kind: 'sms',
          status: 'captured',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { providerId: `outbox-${row.id}`, detail: 'Captured in the development outbox' };
    },
    verifySignature: () => false,
  };
}

/** The provider the configuration names: HTTP when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set. */
export function smsProviderOf(config: {
  apiUrl: string;
  accountSid: string | null;
  authToken: string | null;
  from: string | null;
}): SmsProvider {
  return config.accountSid && config.authToken && config.from
    ? httpSmsProvider({
        apiUrl: config.apiUrl,
        accountSid: config.accountSid,
        authToken: config.authToken,
        from: config.from,
      })
    : outboxSmsProvider();
}

/**
 * A phone number as E.164 (US numbers: 10 digits, or 11 starting with 1; others must be written with +),
 * or null when it is not one.
 */
export function e164(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** Opt-out keywords (CTIA / Twilio's defaults) and opt-in ones. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP'] as const;

/** 'stop', 'start' or null: the reply's whole text is one keyword (case and surrounding spaces ignored). */
export function keywordOf(body: string): 'stop' | 'start' | null {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}
