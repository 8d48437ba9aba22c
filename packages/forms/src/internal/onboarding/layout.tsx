import type { FormEvent, FormHTMLAttributes, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button, DescriptionList, ErrorSummary, type ButtonProps } from '@agency/ui';
import type { SummaryEntry } from './useOnboardingForm';

/** The props every onboarding form shares (see ONBOARDING_FORMS.md). */
export interface OnboardingFormBaseProps<Data> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'children' | 'defaultValue'
> {
  /** Initial values (a saved draft or the submitted data), read once, on mount. */
  defaultValues?: Partial<Data> | Readonly<Record<string, unknown>> | null;
  /** The same as `defaultValues` (wins when both are given); read once, on mount. */
  values?: Partial<Data> | Readonly<Record<string, unknown>> | null;
  /** Called on every change with the inputs' values as typed (unvalidated): the draft to save. */
  onChange?: (draft: Record<string, unknown>) => void;
  /** Called with the validated values (cast by the form's schema). A promise keeps the button busy. */
  onSubmit: (values: Data) => void | Promise<unknown>;
  /** The server's messages by path ('Tin', 'Primary.Phone', 'Documents[0].Number'); keep the object stable. */
  serverErrors?: Readonly<Record<string, string | undefined>>;
  /** Shows the values as a description list (staff's read-only view; identifiers shown as given). */
  readOnly?: boolean;
  /** While sending: every input and button disabled, the submit button busy. */
  disabled?: boolean;
  /** Text of the submit button (default "Continue"). */
  submitLabel?: string;
  /** Further actions next to the submit button (e.g. Back). */
  actions?: ReactNode;
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  width: 100%;
  min-width: 0;
`;

/** Disables every control inside while sending. */
const Disabler = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** The form's edition line (e.g. "Form W-9 (Rev. March 2024): …") above its sections. */
export const Edition = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A titled group of fields: one column on phones, more as room allows. */
export const Section = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

export const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A field or block that takes a whole row of its section. */
export const Wide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

/** Text of the form (instructions, certification), full width. */
export const Prose = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  & > p,
  & > ol {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

/** A block of a list (a document, a contact, a preparer): a bordered card with its title and a Remove button. */
export const Item = styled.fieldset`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ItemLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  & > button {
    min-height: 2.75rem;
  }
`;

/** The message of a group (a list's or a radio group's). */
export const GroupError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** The message of a group (`errorOf(path)` of a list or a choice group), when it is due. */
export function GroupMessage({ error, showError }: { error?: string; showError: boolean }) {
  return showError && error ? <GroupError>{error}</GroupError> : null;
}

/** A secondary button on a row of its own: adds or removes a block (a document, a contact, a preparer). */
export function RowButton(props: Omit<ButtonProps, 'type' | 'variant'>) {
  return (
    <Wide>
      <Button type="button" variant="secondary" {...props} />
    </Wide>
  );
}

/** Focuses the element of `id` once React has rendered the change just made (e.g. a removed block). */
export const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

interface ShellProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onChange'> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  summary: readonly SummaryEntry[];
  summaryRef: RefObject<HTMLDivElement | null>;
  disabled: boolean;
  busy: boolean;
  submitLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The form: the error summary at the top, the sections, the submit button and further actions. */
export function OnboardingShell({
  onSubmit,
  summary,
  summaryRef,
  disabled,
  busy,
  submitLabel,
  actions,
  children,
  ...rest
}: ShellProps) {
  return (
    <Form noValidate onSubmit={onSubmit} aria-busy={busy || undefined} {...rest}>
      <ErrorSummary ref={summaryRef} errors={summary} />
      <Disabler disabled={disabled}>
        {children}
        <Buttons>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {actions}
        </Buttons>
      </Disabler>
    </Form>
  );
}

const ReadOnlyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const ReadOnlyTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A section of the read-only view: its title and term/value pairs (empty values read "Not given"). */
export interface ReadOnlySection {
  title: string;
  items: ReadonlyArray<readonly [term: string, value: ReactNode]>;
}

const shown = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false ? 'Not given' : value;

/** The read-only rendering of a form: one description list per section. */
export function ReadOnlyView({ sections, label }: { sections: readonly ReadOnlySection[]; label: string }) {
  return (
    <ReadOnlyBox role="region" aria-label={label}>
      {sections.map((section) => (
        <section key={section.title}>
          <ReadOnlyTitle>{section.title}</ReadOnlyTitle>
          <DescriptionList items={section.items.map(([term, value]) => ({ term, description: shown(value) }))} />
        </section>
      ))}
    </ReadOnlyBox>
  );
}

/** The label of a choice's key, or the key itself ('' and null: ''). */
export function labelOf(list: ReadonlyArray<{ key: string; label: string }>, key: unknown): string {
  if (typeof key !== 'string' || key === '') return '';
  return list.find((entry) => entry.key === key)?.label ?? key;
}

export const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No');
