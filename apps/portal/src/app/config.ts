/** Runtime settings of the portal, from Vite's `import.meta.env` (VITE_*) with same-origin defaults. */
export interface PortalConfig {
  /** Base URL of the identity server; '' = the portal's own origin (the reference server). */
  identityUrl: string;
  /** Base URL of the API; '' = the portal's own origin. */
  apiUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Agency (tenant) used when the host name carries none, e.g. on localhost. */
  defaultTenant: string;
  /** The mailbox applicants send a resume to when sign-up is difficult. */
  recruitmentEmail: string;
  /** SPEC §9: logout after this long without mouse movement (10 minutes). */
  inactivityMs: number;
}

export const DEFAULT_INACTIVITY_MS = 10 * 60 * 1000;

type Env = Record<string, string | boolean | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Reads the VITE_* variables; an invalid VITE_INACTIVITY_MS falls back to 10 minutes. */
export function readPortalConfig(env: Env): PortalConfig {
  const inactivity = Number(text(env, 'VITE_INACTIVITY_MS', String(DEFAULT_INACTIVITY_MS)));
  const secret = text(env, 'VITE_CLIENT_SECRET', 'agency-portal-secret');
  return {
    // The identity server's base URL must not be empty for the client: the page's origin stands for ''.
    identityUrl: text(env, 'VITE_IDENTITY_URL', '') || (typeof location === 'undefined' ? '' : location.origin),
    apiUrl: text(env, 'VITE_API_URL', ''),
    clientId: text(env, 'VITE_CLIENT_ID', 'agency-portal'),
    clientSecret: secret === '' ? undefined : secret,
    defaultTenant: text(env, 'VITE_DEFAULT_TENANT', 'demo'),
    recruitmentEmail: text(env, 'VITE_RECRUITMENT_EMAIL', 'careers@demo.test'),
    inactivityMs: Number.isFinite(inactivity) && inactivity > 0 ? inactivity : DEFAULT_INACTIVITY_MS,
  };
}
