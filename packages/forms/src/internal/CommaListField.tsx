import { useState, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { TextField } from '@agency/ui';

/** The first message of a list field: on the list, or on one of its entries. */
export function listError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as FieldError).message;
  if (typeof own === 'string' && own !== '') return own;
  for (const entry of Object.values(error as Record<string, unknown>)) {
    const message = (entry as FieldError | undefined)?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

export interface CommaListFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The list as the form holds it initially (shown joined with ", "). */
  defaultValue: readonly string[];
  /** The list as typed: split at commas, each entry trimmed, empty ones left out. */
  onChange: (values: string[]) => void;
  error?: string;
  showError: boolean;
}

/**
 * A short list typed as text, separated by commas (an applicant's tags, a facility's units). It keeps its
 * own text (so a trailing comma or space stays while typing) and gives the form the list.
 */
export function CommaListField({ defaultValue, onChange, ...rest }: CommaListFieldProps) {
  const [text, setText] = useState(() => defaultValue.join(', '));
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
