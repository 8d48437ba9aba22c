import { useState } from 'react';
import { DateField } from '@agency/ui';

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A list's date filter: the search changes once the typed text is a date (or is cleared), not at every
 * keystroke; a change from outside (Clear filters, the browser's back button) replaces the text.
 */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  return (
    <DateField
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next === '' || isIsoDate(next)) {
          setApplied(next);
          onChange(next);
        }
      }}
    />
  );
}
