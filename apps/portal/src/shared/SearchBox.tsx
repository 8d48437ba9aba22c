import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextField } from '@agency/ui';

/** How long a list's search box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  label: string;
  hint?: ReactNode;
  /** What the list searches now (from the address). */
  value: string;
  /** Called a moment after the last key with the text typed. */
  onSearch: (q: string) => void;
}

/**
 * A list's search box: searches as you type, a moment after the last key; when the address changes from
 * elsewhere (Back, Clear filters, a link) it shows what the list searches.
 */
export function SearchBox({ label, hint, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const searchRef = useRef(onSearch);
  useEffect(() => {
    searchRef.current = onSearch;
  });
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => searchRef.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField label={label} type="search" hint={hint} value={text} onChange={(event) => setText(event.target.value)} />
  );
}
