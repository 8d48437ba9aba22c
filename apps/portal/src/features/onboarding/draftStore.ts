import { onboardingForm, SENSITIVE_FIELDS, type OnboardingFormKey } from '@agency/api-client/contract';

/**
 * `data` without its sensitive identifiers (SENSITIVE_FIELDS: "Tin", "Documents[].Number"): they never go
 * to the browser's storage (a shared computer keeps it), so after a failure they are typed again.
 */
export function withoutSensitive(form: OnboardingFormKey, data: Record<string, unknown>): Record<string, unknown> {
  const strip = (value: unknown, path: readonly string[]): unknown => {
    if (path.length === 0 || value === null || typeof value !== 'object') return value;
    const [head = '', ...rest] = path;
    const list = head.endsWith('[]');
    const key = list ? head.slice(0, -2) : head;
    const record = value as Record<string, unknown>;
    if (!(key in record)) return value;
    if (rest.length === 0 && !list) return { ...record, [key]: '' };
    const inner = record[key];
    if (list && Array.isArray(inner)) return { ...record, [key]: inner.map((item) => strip(item, rest)) };
    return { ...record, [key]: strip(inner, rest) };
  };
  return SENSITIVE_FIELDS[form].reduce<Record<string, unknown>>(
    (result, path) => strip(result, path.split('.')) as Record<string, unknown>,
    data,
  );
}

/**
 * A restored copy with its identifiers back from the server's draft (`server`, masked: a draft saved with
 * its mask keeps the stored value), where the copy has none ('' from `withoutSensitive`).
 */
export function withServerSensitive(
  form: OnboardingFormKey,
  local: Record<string, unknown>,
  server: Record<string, unknown> | null,
): Record<string, unknown> {
  if (!server) return local;
  const fill = (value: unknown, from: unknown, path: readonly string[]): unknown => {
    if (value === null || typeof value !== 'object' || from === null || typeof from !== 'object') return value;
    const [head = '', ...rest] = path;
    const list = head.endsWith('[]');
    const key = list ? head.slice(0, -2) : head;
    const record = value as Record<string, unknown>;
    const source = (from as Record<string, unknown>)[key];
    if (!(key in record)) return value;
    if (rest.length === 0 && !list)
      return record[key] === '' && source !== undefined ? { ...record, [key]: source } : value;
    const inner = record[key];
    if (list && Array.isArray(inner))
      return {
        ...record,
        [key]: inner.map((item, index) => fill(item, Array.isArray(source) ? source[index] : undefined, rest)),
      };
    return { ...record, [key]: fill(inner, source, rest) };
  };
  return SENSITIVE_FIELDS[form].reduce<Record<string, unknown>>(
    (result, path) => fill(result, server, path.split('.')) as Record<string, unknown>,
    local,
  );
}

/**
 * The browser's copy of a draft not yet saved on the server (localStorage, one entry per applicant and
 * form), so nothing typed is lost to a refresh, a network failure or a session that expired mid-form. It
 * is written on every change and removed once the server has saved the same data. Sensitive identifiers
 * are left out of it (`withoutSensitive`), and a health form (medical information, ONBOARDING.md §6.8) is
 * never copied at all: only the server keeps it.
 */
export interface LocalDraft {
  data: Record<string, unknown>;
  /** When it was typed (ms since the epoch). */
  at: number;
}

export const draftKey = (applicantId: number, form: OnboardingFormKey) =>
  `agency.onboarding-draft.${applicantId}.${form}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readLocalDraft(applicantId: number, form: OnboardingFormKey): LocalDraft | null {
  const raw = storage()?.getItem(draftKey(applicantId, form));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    return parsed && typeof parsed.data === 'object' && parsed.data !== null && typeof parsed.at === 'number'
      ? { data: parsed.data, at: parsed.at }
      : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(applicantId: number, form: OnboardingFormKey, data: Record<string, unknown>): void {
  if (onboardingForm(form).health) return clearLocalDraft(applicantId, form);
  try {
    const stored = withoutSensitive(form, data);
    storage()?.setItem(draftKey(applicantId, form), JSON.stringify({ data: stored, at: Date.now() }));
  } catch {
    // A full or disabled storage: the server copy is all there is.
  }
}

export function clearLocalDraft(applicantId: number, form: OnboardingFormKey): void {
  storage()?.removeItem(draftKey(applicantId, form));
}
