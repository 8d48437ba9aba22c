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
          path: (req.url ?? '')
            .split('?')[0]!
            .replace(/^(\/api\/registration\/)(?!register$|verify$|resend-verification-code$).+$/, '$1[email]'),
          ip: req.ip,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}
