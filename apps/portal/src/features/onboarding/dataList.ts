import { SENSITIVE_FIELDS, type OnboardingFormKey } from '@agency/api-client/contract';

/** One value of a form's data, by its path ("Primary.Phone", "Documents[0].Number"). */
export interface DataValue {
  path: string;
  /** "Primary › Phone", "Documents 1 › Number". */
  label: string;
  text: string;
  /** A sensitive identifier (shown masked; staff allowed to may reveal it). */
  sensitive: boolean;
}

const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');

/** The sensitive paths of a form as patterns ("Documents[].Number" → /^Documents\[\d+\]\.Number$/). */
function sensitivePatterns(form: OnboardingFormKey): RegExp[] {
  return SENSITIVE_FIELDS[form].map(
    (path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\[\]/g, '\\[\\d+\\]')}$`),
  );
}

/**
 * Every value of a form's data as a flat list (the read-only view the staff see until the form's own
 * read-only component is wired in). Empty values read "—"; lists and objects are walked.
 */
export function flattenData(form: OnboardingFormKey, data: Record<string, unknown> | null): DataValue[] {
  const patterns = sensitivePatterns(form);
  const out: DataValue[] = [];
  const walk = (value: unknown, path: string, label: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) out.push({ path, label, text: '—', sensitive: false });
      value.forEach((item, index) => walk(item, `${path}[${index}]`, `${label} ${index + 1}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        if (key !== 'Id') walk(inner, path ? `${path}.${key}` : key, label ? `${label} › ${words(key)}` : words(key));
      return;
    }
    const text =
      value === null || value === undefined || value === ''
        ? '—'
        : typeof value === 'boolean'
          ? value
            ? 'Yes'
            : 'No'
          : String(value as string | number);
    out.push({ path, label, text, sensitive: patterns.some((pattern) => pattern.test(path)) && text !== '—' });
  };
  walk(data ?? {}, '', '');
  return out;
}
