import { API_PATHS } from '@agency/api-client/contract';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured logs (pino). Secrets never reach a log line: credentials and codes are redacted wherever
 * they appear in a logged object, requests are logged by method, path (without query) and status only,
 * and request bodies are never logged.
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

/** The path as logged: the e-mail in GET /api/registration/:email is replaced (the query is dropped too). */
function loggedPath(url: string): string {
  const path = url.split('?')[0]!;
  const isLookup = path.startsWith(LOOKUP_PREFIX) && !REGISTRATION_CALLS.has(path);
  return isLookup ? `${LOOKUP_PREFIX}[email]` : path;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
          id: req.id,
          method: req.method,
          // The query can carry an e-mail address (email_exist); the path of the lookup carries one too.
          path: loggedPath(req.url ?? ''),
          ip: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: serializeError,
      },
    },
    destination,
  );
}
