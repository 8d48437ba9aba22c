import { US_STATES } from '@agency/api-client/contract';

/** The states and territories, as the select of every onboarding form offers them. */
export const stateOptions = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/** A state's label from its code ('' when none). */
export const stateLabel = (code: unknown) =>
  typeof code === 'string' && code !== '' ? (stateOptions.find((option) => option.value === code)?.label ?? code) : '';

/** Key/label pairs as select options. */
export const optionsOf = (list: ReadonlyArray<{ key: string; label: string }>) =>
  list.map((entry) => ({ value: entry.key, label: entry.label }));

/** Props of a ZIP input: a number pad, the postal-code autofill. */
export const zipProps = { inputMode: 'numeric', maxLength: 10, trimmed: true } as const;
