import { authSettings, type AuthSettings } from './auth';
import { captchaSettings, type CaptchaSettings } from './captcha';
import { databaseSettings, type DatabaseSettings } from './database';
import { ConfigError, envReader, type Env } from './env';
import { httpSettings, type HttpSettings } from './http';
import { jobsSettings, type JobsSettings } from './jobs';
import { mailSettings, type MailSettings } from './mail';
import { messagingSettings, type MessagingSettings } from './messaging';
import { rateLimitSettings, type RateLimitSettings } from './rate-limits';
import { storageSettings, type StorageSettings } from './storage';

/**
 * Configuration from environment variables, validated once at start, one file per concern. Every problem
 * is reported with the variable's name, the value's problem and what a valid value looks like
 * (`ConfigError.problems`). docs/README.md lists every variable; .env.example too.
 */
export interface Config
  extends
    HttpSettings,
    DatabaseSettings,
    AuthSettings,
    MailSettings,
    JobsSettings,
    StorageSettings,
    RateLimitSettings,
    CaptchaSettings,
    MessagingSettings {
  nodeEnv: string;
  production: boolean;
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const r = envReader(env, problems);
  const nodeEnv = r.read('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const database = databaseSettings(r, nodeEnv);
  const config: Config = {
    nodeEnv,
    production,
    ...httpSettings(r, nodeEnv),
    ...database,
    ...authSettings(r),
    ...mailSettings(r, nodeEnv),
    ...jobsSettings(r),
    ...storageSettings(r),
    ...rateLimitSettings(r),
    ...captchaSettings(r, nodeEnv),
    ...messagingSettings(r),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

export { ConfigError, PACKAGE_ROOT, parseDuration, parseRateLimit } from './env';
export { PORTAL_CLIENT } from './auth';
export { sha256Hex } from '../../platform/crypto';
export type { DatabaseConfig } from '../../platform/db';
export type { RateLimit } from '../../platform/rate-limit';
export type { Argon2Params } from '../../platform/password';
export type { ClientConfig } from '../../features/auth';
