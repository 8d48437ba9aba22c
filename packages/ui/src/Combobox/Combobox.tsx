import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Field, type FieldOwnProps } from '../Field';

/** One choice of a Combobox. */
export interface ComboboxOption {
  /** The value reported by `onChange` (and submitted under `name`). */
  value: string;
  /** The text shown and matched while typing. */
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

interface ComboboxBaseProps extends FieldOwnProps {
  /** The choices, in order. */
  options: readonly ComboboxOption[];
  /** Id of the input (default: generated). */
  id?: string;
  /** Name of the hidden inputs that carry the value(s) in a native form submit. */
  name?: string;
  /** Placeholder of the text input. */
  placeholder?: string;
  /** Accessible name of the list of options (default: `label` when it is plain text). */
  listLabel?: string;
  /** Shown when the typed text matches no option (default "No matches"). */
  noMatchesText?: string;
  /** Ids of further descriptions of the input. */
  'aria-describedby'?: string;
  /** Called when focus leaves the combobox (its input, list and chips). */
  onBlur?: () => void;
}

/** One value: typing filters the list, choosing an option writes its label into the input. */
export interface ComboboxSingleProps extends ComboboxBaseProps {
  multiple?: false;
  /** The chosen value (controlled); null for none. */
  value?: string | null;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen value, or null when the input is cleared. */
  onChange?: (value: string | null) => void;
}

/** Several values, shown as chips with remove buttons; the list stays open while choosing. */
export interface ComboboxMultipleProps extends ComboboxBaseProps {
  multiple: true;
  /** The chosen values (controlled). */
  value?: readonly string[];
  /** The values chosen at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Called with all chosen values after each change. */
  onChange?: (value: string[]) => void;
}

export type ComboboxProps = ComboboxSingleProps | ComboboxMultipleProps;

const Root = styled.div`
  position: relative;
  min-width: 0;
`;

const Control = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.controlHeight.md};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledSurface : theme.colors.background)};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : 'none')};
  &:hover {
    border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.borderSubtle : theme.colors.text)};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding-left: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const ChipRemove = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.secondaryHover};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const Input = styled.input`
  flex: 1 1 6rem;
  min-width: 6rem;
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus,
  &:focus-visible {
    outline: none;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;

const Caret = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[1]});
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &[hidden] {
    display: none;
  }
`;

/** The list itself scrolls (a listbox: axe accepts it as keyboard-operable through the combobox). */
const List = styled.ul`
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  &[hidden] {
    display: none;
  }
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;
  overflow-wrap: anywhere;
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Check = styled.span`
  flex: none;
  width: 1rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const NoMatches = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function asArray(value: string | null | readonly string[] | undefined): string[] {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * A WAI-ARIA combobox (an input with a list popup, `aria-activedescendant`), labelled by Field. Typing
 * filters the options; ArrowDown/ArrowUp move through them, Enter chooses, Escape closes the list. With
 * `multiple` the chosen options become chips with remove buttons and Backspace in the empty input removes
 * the last one. Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`).
 */
export function Combobox(props: ComboboxProps) {
  const {
    options,
    id,
    name,
    placeholder,
    noMatchesText = 'No matches',
    listLabel,
    label,
    hint,
    error,
    showError,
    required,
    disabled,
    onBlur,
  } = props;
  const multiple = props.multiple === true;
  const generatedId = useId();
  const inputId = id ?? `${generatedId}input`;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [ownValues, setOwnValues] = useState(() => asArray(props.defaultValue));
  const values = props.value !== undefined ? asArray(props.value) : ownValues;
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  const selectedLabel = !multiple && values[0] !== undefined ? labelOf(values[0]) : '';

  const [text, setText] = useState(selectedLabel);
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // A controlled single value changed from outside: show its label.
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (!multiple && selectedLabel !== shownLabel) {
    setShownLabel(selectedLabel);
    setText(selectedLabel);
  }

  const needle = filter.trim().toLocaleLowerCase();
  const visible = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;

  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const commit = (next: string[]) => {
    if (props.value === undefined) setOwnValues(next);
    if (props.multiple === true) props.onChange?.(next);
    else props.onChange?.(next[0] ?? null);
  };

  const nextEnabled = (from: number, step: 1 | -1): number => {
    for (let offset = 1; offset <= visible.length; offset += 1) {
      const index = (from + step * offset + visible.length * 2) % visible.length;
      if (!visible[index]?.disabled) return index;
    }
    return -1;
  };

  const openList = (start: 'first' | 'last' | 'selected') => {
    setOpen(true);
    if (start === 'selected') {
      const index = visible.findIndex((option) => values.includes(option.value));
      setActive(index >= 0 ? index : nextEnabled(-1, 1));
    } else setActive(start === 'first' ? nextEnabled(-1, 1) : nextEnabled(0, -1));
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: ComboboxOption) => {
    if (option.disabled) return;
    if (multiple) {
      commit(values.includes(option.value) ? values.filter((v) => v !== option.value) : [...values, option.value]);
      setText('');
      setFilter('');
    } else {
      commit([option.value]);
      setText(option.label);
      setShownLabel(option.label);
      setFilter('');
      close();
    }
  };

  const remove = (value: string) => {
    commit(values.filter((v) => v !== value));
    inputRef.current?.focus();
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    setFilter(next);
    setOpen(true);
    const needleNext = next.trim().toLocaleLowerCase();
    const firstMatch = options
      .filter((option) => option.label.toLocaleLowerCase().includes(needleNext))
      .findIndex((option) => !option.disabled);
    setActive(firstMatch);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open || event.altKey) openList(open ? 'first' : 'selected');
        else setActive(nextEnabled(active, 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList('last');
        else setActive(nextEnabled(active < 0 ? 0 : active, -1));
        break;
      case 'Enter': {
        const option = open ? visible[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText(multiple ? '' : selectedLabel);
          setFilter('');
        }
        break;
      case 'Backspace':
        if (multiple && text === '' && values.length > 0) {
          event.preventDefault();
          commit(values.slice(0, -1));
        }
        break;
      default:
        break;
    }
  };

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    close();
    setFilter('');
    if (multiple) setText('');
    else if (text.trim() === '') {
      if (values.length > 0) commit([]);
      setText('');
    } else setText(selectedLabel);
    onBlur?.();
  };

  const activeOption = open && active >= 0 ? visible[active] : undefined;
  const errorShown = (showError ?? true) && error !== undefined && error !== null && error !== false && error !== '';

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      showError={showError}
      required={required}
      disabled={disabled}
      id={inputId}
      describedBy={props['aria-describedby']}
    >
      {(control) => (
        <Root onBlur={onRootBlur}>
          <Control $invalid={errorShown} $disabled={Boolean(disabled)}>
            {multiple && values.length > 0 ? (
              <Chips aria-label="Selected">
                {values.map((value) => (
                  <Chip key={value}>
                    {labelOf(value)}
                    <ChipRemove
                      type="button"
                      aria-label={`Remove ${labelOf(value)}`}
                      disabled={disabled}
                      onClick={() => remove(value)}
                    >
                      <span aria-hidden="true">×</span>
                    </ChipRemove>
                  </Chip>
                ))}
              </Chips>
            ) : null}
            <Input
              {...control}
              ref={inputRef}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeOption ? optionId(active) : undefined}
              autoComplete="off"
              placeholder={placeholder}
              disabled={disabled}
              value={text}
              onChange={onInputChange}
              onKeyDown={onKeyDown}
              onClick={() => (open ? undefined : openList('selected'))}
            />
            <Caret aria-hidden="true">▾</Caret>
          </Control>
          {name !== undefined
            ? values.map((value) => <input key={value} type="hidden" name={name} value={value} />)
            : null}
          <Popup hidden={!open}>
            <List
              id={listId}
              role="listbox"
              aria-label={listLabel ?? (typeof label === 'string' ? label : undefined)}
              aria-multiselectable={multiple || undefined}
              hidden={visible.length === 0}
            >
              {visible.map((option, index) => {
                const chosen = values.includes(option.value);
                return (
                  // Options are reached with the arrow keys through aria-activedescendant; the click is for pointers.
                  <Option
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={chosen}
                    aria-disabled={option.disabled || undefined}
                    $active={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {multiple ? <Check aria-hidden="true">{chosen ? '✓' : ''}</Check> : null}
                    {option.label}
                  </Option>
                );
              })}
            </List>
            {visible.length === 0 ? <NoMatches role="status">{noMatchesText}</NoMatches> : null}
          </Popup>
        </Root>
      )}
    </Field>
  );
}
