import nodemailer, { type Transporter } from 'nodemailer';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db';

/**
 * Delivers pending outbox messages through SMTP_URL: claims due rows (a lease in `locked_until`, so several
 * server processes never send one message twice), sends outside any transaction, then marks each one sent
 * or schedules a retry with exponential back-off (2 s, 4 s, 8 s ... capped at 1 h) until MAIL_MAX_ATTEMPTS,
 * after which it is `failed`. Without SMTP_URL it does nothing: messages stay `captured`.
 */
export class MailDelivery {
  readonly #transport: Transporter | null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: { smtpUrl: string | null; from: string; pollMs: number; maxAttempts: number },
  ) {
    this.#transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get enabled(): boolean {
    return this.#transport !== null;
  }

  start(): void {
    if (!this.#transport || this.#stopped) return;
    this.#timer = setInterval(() => this.kick(), this.options.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Runs a delivery pass soon (after a transaction that queued mail commits). */
  kick(): void {
    if (!this.#transport || this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.deliverDue()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery pass failed'))
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#running;
    this.#transport?.close();
  }

  /** One pass: sends every message that is due. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    const transport = this.#transport;
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const batch = await sql<{
        id: number;
        recipient: string;
        subject: string;
        text_body: string;
        html_body: string;
        attempts: number;
      }>`
        UPDATE outbox SET locked_until = now() + interval '60 seconds', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox
          WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
          ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, recipient, subject, text_body, html_body, attempts`.execute(this.db);
      if (batch.rows.length === 0) return sent;
      for (const message of batch.rows) {
        if (this.#stopped) return sent;
        try {
          await transport.sendMail({
            from: this.options.from,
            to: message.recipient,
            subject: message.subject,
            text: message.text_body,
            html: message.html_body,
          });
          await this.db
            .updateTable('outbox')
            .set({ status: 'sent', sent_at: new Date(), locked_until: null, last_error: null })
            .where('id', '=', message.id)
            .execute();
          sent += 1;
          this.log.info({ outboxId: message.id }, 'mail sent');
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const failed = message.attempts >= this.options.maxAttempts;
          const delayMs = Math.min(2 ** message.attempts * 1000, 3_600_000);
          await this.db
            .updateTable('outbox')
            .set({
              status: failed ? 'failed' : 'pending',
              locked_until: null,
              last_error: reason.slice(0, 500),
              next_attempt_at: new Date(Date.now() + delayMs),
            })
            .where('id', '=', message.id)
            .execute();
          this.log.warn({ outboxId: message.id, attempts: message.attempts, failed, reason }, 'mail delivery failed');
        }
      }
    }
  }
}
