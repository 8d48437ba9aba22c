import { randomBytes } from 'node:crypto';
import { MERGE_FIELDS, smsSegments, type MergeFieldKey, type MessageChannel } from '@agency/api-client/contract';
import { escapeHtml, markdownToEmailHtml, markdownToEmailText } from '../../platform/mail';

/** The values of the merge fields for one recipient ('' when unknown), and the signature as safe HTML. */
export interface MergeValues {
  values: Record<MergeFieldKey, string>;
  /** `{{recruiter.signature}}` in the HTML part: already safe HTML (the sender's rendered Markdown). */
  signatureHtml: string;
}

const FIELD_PATTERN = /\{\{\s*([\w.]+)\s*\}\}/g;

const fieldOf = (name: string) => MERGE_FIELDS.find((field) => field.key === `{{${name}}}`);

/** The merge fields the texts use that have no value for this recipient, in MERGE_FIELDS order. */
export function missingFields(texts: readonly string[], merge: MergeValues): MergeFieldKey[] {
  const used = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(FIELD_PATTERN)) used.add(`{{${match[1]}}}`);
  return MERGE_FIELDS.filter((field) => used.has(field.key) && merge.values[field.key].trim() === '').map(
    (field) => field.key,
  );
}

/** A text with its merge fields filled in as plain text (unknown `{{…}}` stay as written). */
export function fillText(text: string, merge: MergeValues): string {
  return text.replace(FIELD_PATTERN, (whole, name: string) => {
    const field = fieldOf(name);
    return field ? merge.values[field.key] : whole;
  });
}

export interface RenderedSms {
  text: string;
  characters: number;
  segments: number;
}

export function renderSms(body: string, merge: MergeValues): RenderedSms {
  const text = fillText(body, merge).trim();
  const count = smsSegments(text);
  return { text, characters: count.Characters, segments: count.Segments };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * An e-mail from a template: the subject as plain text (one line); the body (Markdown or plain text) as the
 * text part and as safe HTML. The merge fields are put in AFTER the Markdown is rendered, as escaped text
 * (the signature as the sender's own safe HTML): a value such as `<script>` or `**x**` or `[a](javascript:…)`
 * is shown as written and can inject neither markup nor Markdown. Raw HTML in the template itself is shown
 * as text (markdownToEmailHtml). `unsubscribeUrl` adds the unsubscribe footer (marketing and bulk e-mail).
 */
export function renderEmail(
  subject: string,
  body: string,
  merge: MergeValues,
  options: { unsubscribeUrl?: string | null } = {},
): RenderedEmail {
  const nonce = randomBytes(6).toString('hex');
  const placeholders: MergeFieldKey[] = [];
  const marked = body.replace(FIELD_PATTERN, (whole, name: string) => {
    const field = fieldOf(name);
    if (!field) return whole;
    placeholders.push(field.key);
    return `mergefield${nonce}x${placeholders.length - 1}x`;
  });
  const placeholder = new RegExp(`mergefield${nonce}x(\\d+)x`, 'g');
  const keyAt = (index: string) => placeholders[Number(index)]!;

  let html = markdownToEmailHtml(marked).replace(placeholder, (_whole, index: string) => {
    const key = keyAt(index);
    if (key === '{{recruiter.signature}}') return merge.signatureHtml;
    return escapeHtml(merge.values[key]).replace(/\r?\n/g, '<br>');
  });
  let text = markdownToEmailText(marked).replace(placeholder, (_whole, index: string) => merge.values[keyAt(index)]);
  if (options.unsubscribeUrl) {
    html += `\n<hr>\n<p style="font-size:12px;color:#666666">You receive this e-mail from ${escapeHtml(
      merge.values['{{agency.name}}'],
    )}. <a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a> from these e-mails.</p>`;
    text += `\n\n--\nTo stop receiving these e-mails from ${merge.values['{{agency.name}}']}, unsubscribe: ${options.unsubscribeUrl}`;
  }
  return {
    subject: fillText(subject, merge).replace(/\s+/g, ' ').trim(),
    text: text.trim() + '\n',
    html: html.trim(),
  };
}

/** A message as written (a template or from scratch): the subject is e-mail only. */
export interface MessageDraft {
  channel: MessageChannel;
  subject: string;
  body: string;
}

/** One recipient's message exactly as it is sent, and the merge fields it uses that have no value. */
export interface RenderedMessage {
  /** E-mail: the subject; SMS: null. */
  subject: string | null;
  text: string;
  /** E-mail: the HTML part; SMS: null. */
  html: string | null;
  /** SMS: the network's count (e-mail: 0). */
  characters: number;
  segments: number;
  /** Non-empty: the message must not be sent (it would read "Good news:  would like to interview you"). */
  missing: MergeFieldKey[];
}

/**
 * The one rule of a message's content, used by the preview, the check and the send: the draft rendered
 * with the recipient's merge values, and the fields it uses that are empty for them.
 */
export function renderMessage(
  draft: MessageDraft,
  merge: MergeValues,
  options: { unsubscribeUrl?: string | null } = {},
): RenderedMessage {
  if (draft.channel === 'sms') {
    const sms = renderSms(draft.body, merge);
    return {
      subject: null,
      text: sms.text,
      html: null,
      characters: sms.characters,
      segments: sms.segments,
      missing: missingFields([draft.body], merge),
    };
  }
  const email = renderEmail(draft.subject, draft.body, merge, options);
  return {
    subject: email.subject,
    text: email.text,
    html: email.html,
    characters: 0,
    segments: 0,
    missing: missingFields([draft.subject, draft.body], merge),
  };
}
