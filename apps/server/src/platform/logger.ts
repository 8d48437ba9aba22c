import { API_CALLS, API_PATHS, REFERENCE_FORM_PATH } from '@agency/api-client/contract';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured logs (pino). Secrets never reach a log line: credentials and codes are redacted wherever
 * they appear in a logged object, requests are logged by method, path (without query, the token of a link
 * redacted: `loggedPath`) and status only, and request bodies are never logged.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.Password',
  '*.NewPassword',
  '*.CurrentPassword',
  '*.client_secret',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.code',
  '*.verificationCode',
  '*.ssn',
  '*.SSN',
  // Onboarding's sensitive identifiers (request bodies are not logged; this covers any object that is).
  '*.Ssn',
  '*.Tin',
  '*.UscisNumber',
  '*.I94Number',
  '*.ForeignPassportNumber',
  '*.Data.Ssn',
  '*.Data.Tin',
  '*.Data.UscisNumber',
  '*.Data.I94Number',
  '*.Data.ForeignPassportNumber',
  '*.Data.Documents[*].Number',
  '*.Data.ListA[*].Number',
  '*.Data.ListB.Number',
  '*.Data.ListC.Number',
  '*.Documents[*].Number',
  '*.ListA[*].Number',
  '*.ListB.Number',
  '*.ListC.Number',
];

/**
 * What an error may bring into a log line. Database errors carry more: the query's bound values (`params`
 * of PGlite), the failing row (`detail`) and bound values in the context (`where`), which can hold password
 * hashes, codes and personal data; those fields are dropped. The error's own `code` (SQLSTATE, FST_...) is
 * kept as `errorCode` (`code` is redacted everywhere as a verification code could hide there).
 */
const SAFE_ERROR_FIELDS = [
  'type',
  'message',
  'stack',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

export function serializeError(error: Error): Record<string, unknown> {
  const full = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const safe: Record<string, unknown> = {};
  for (const field of SAFE_ERROR_FIELDS) if (full[field] !== undefined) safe[field] = full[field];
  if (full.code !== undefined) safe.errorCode = String(full.code);
  return safe;
}

const REGISTRATION_CALLS = new Set<string>([API_PATHS.register, API_PATHS.verify, API_PATHS.resendVerificationCode]);
/** `/api/registration/` : the lookup's path up to its `:email` parameter. */
const LOOKUP_PREFIX = API_PATHS.registrationLookup.slice(0, API_PATHS.registrationLookup.indexOf(':'));

/**
 * The paths whose `:token` part is the secret of a link e-mailed to someone (whoever holds it acts as them):
 * every call of the contract with a `:token` (the staff invitation and its acceptance, the reference form),
 * the portal's pages of those links (`/accept-invitation/<token>`: features/recruiters/mail.ts;
 * `/reference/<token>`) and the unsubscribe page (`/unsubscribe/<token>`: features/messaging/unsubscribe.ts).
 * A new link with a token in its path belongs here (test/security-log-redaction.test.ts requests each).
 */
export const TOKEN_PATHS: readonly string[] = [
  ...Object.values(API_CALLS)
    .map((call) => call.path)
    .filter((path) => path.split('/').includes(':token')),
  '/accept-invitation/:token',
  `${REFERENCE_FORM_PATH}/:token`,
  '/unsubscribe/:token',
];

/** Each token path as a pattern: its fixed parts literally, other parameters any one part, the token captured. */
const TOKEN_PATTERNS = [...new Set(TOKEN_PATHS)].map((path) => {
  const parts = path
    .split('/')
    .map((part) =>
      part === ':token' ? ')[^/]*(' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^(${parts.join('/')})`);
});

/**
 * THE rule of what a request line may show of its URL: the path only (the query can carry an e-mail address,
 * as email_exist's does, or a token), the e-mail of GET /api/registration/:email replaced by `[email]`, and
 * the token of a link (`TOKEN_PATHS`) by `[redacted]`.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  if (path.startsWith(LOOKUP_PREFIX) && !REGISTRATION_CALLS.has(path)) return `${LOOKUP_PREFIX}[email]`;
  for (const pattern of TOKEN_PATTERNS) {
    const match = pattern.exec(path);
    if (match) return `${match[1]}[redacted]${match[2]}${path.slice(match[0].length)}`;
  }
  return path;
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has (or that the readable form shows in its own way). */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

/**
 * The development form of the log: one line per request (`12:00:01 GET /api/... 200 4 ms`, from Fastify's
 * "incoming request" and "request completed" lines, joined by request id) and `LEVEL message key=value`
 * for the rest, with an error's stack below it. It formats pino's JSON lines, so redaction has already
 * happened. Production (and every captured stream) keeps the JSON.
 */
export function readableDestination(out: { write(text: string): unknown } = process.stdout): DestinationStream {
  const pending = new Map<string, { method?: string; path?: string }>();
  const color = 'isTTY' in out && out.isTTY === true;
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line.endsWith('\n') ? line : `${line}\n`);
        return;
      }
      const time = paint(2, new Date(Number(entry.time ?? Date.now())).toTimeString().slice(0, 8));
      const reqId = entry.reqId === undefined ? undefined : String(entry.reqId);
      const req = entry.req as { method?: string; path?: string } | undefined;
      if (reqId !== undefined && req && entry.msg === 'incoming request') {
        // Requests that never complete (a dropped connection) must not pile up.
        if (pending.size >= 1000) pending.delete(pending.keys().next().value!);
        pending.set(reqId, req);
        return;
      }
      const res = entry.res as { statusCode?: number } | undefined;
      if (reqId !== undefined && res && entry.msg === 'request completed') {
        const started = pending.get(reqId) ?? {};
        pending.delete(reqId);
        const status = res.statusCode ?? 0;
        const shown = paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status));
        const ms = typeof entry.responseTime === 'number' ? `${Math.round(entry.responseTime)} ms` : '';
        out.write(`${time} ${started.method ?? '?'} ${started.path ?? '?'} ${shown} ${ms}\n`);
        return;
      }
      const level = Number(entry.level);
      const name = LEVELS[level] ?? String(entry.level);
      const extra = Object.entries(entry)
        .filter(([key]) => !OMITTED.has(key))
        .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
      if (req?.method) extra.unshift(`request=${req.method} ${req.path ?? ''}`);
      const err = entry.err as { stack?: string; message?: string } | undefined;
      const text = [time, paint(level >= 50 ? 31 : level >= 40 ? 33 : 36, name), String(entry.msg ?? ''), ...extra];
      out.write(`${text.join(' ')}\n${err ? `${(err.stack ?? err.message ?? '').replace(/^/gm, '    ')}\n` : ''}`);
    },
  };
}

export interface LoggerOptions {
  /** The readable development form (readableDestination) rather than JSON lines. */
  readable?: boolean;
}

export function createLogger(level: string, destination?: DestinationStream, options: LoggerOptions = {}): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
          id: req.id,
          method: req.method,
          // loggedPath: no query; the lookup's e-mail and the tokens of links redacted.
          path: loggedPath(req.url ?? ''),
          ip: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    },
    options.readable ? readableDestination(destination ?? process.stdout) : destination,
  );
}
