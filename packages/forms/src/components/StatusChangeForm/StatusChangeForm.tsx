import { useId, type FormHTMLAttributes, type ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import styled from 'styled-components';
import {
  reasonsFor,
  statusLabel,
  type ApplicantStatus,
  type MoveKind,
  type PipelineMove,
} from '@agency/api-client/contract';
import { Button, Select, Textarea } from '@agency/ui';
import { statusChangeSchema, type StatusChangeValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface StatusChangeFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** The moves offered (e.g. `allowedMoves(status, actor)`), in order. */
  moves: readonly PipelineMove[];
  /** Called with the validated values: the changeApplicantStatus body (Reason '' when the move needs none). */
  onSubmit: (values: StatusChangeValues) => void | Promise<unknown>;
  loading?: boolean;
  /** The server's `Errors` (To, Reason, Note), shown on the fields until the value changes. */
  serverErrors?: ServerErrors<StatusChangeValues>;
  /** Text of the submit button (default "Change Status"). */
  submitLabel?: string;
  /** Further actions next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

/** What a move of each kind adds to its target's label. */
const KIND_NOTES: Readonly<Record<MoveKind, string>> = {
  forward: '',
  back: 'one step back',
  reopen: 're-open',
  'reject-accepted': 'after acceptance',
};

/** The label of a move's choice: "Pre-screened", "New Lead (re-open)". */
export function moveLabel(move: PipelineMove): string {
  const note = KIND_NOTES[move.Kind];
  return note ? `${statusLabel(move.To)} (${note})` : statusLabel(move.To);
}

type FormValues = { To: string; Reason: string; Note: string };
const resolver = yupResolver(statusChangeSchema) as unknown as Resolver<FormValues>;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 1.5rem;
  cursor: pointer;
  & > input {
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * The Change Status dialog's form: the offered moves as radio choices ("Move to"), a Reason chosen from
 * the list when the target needs one (Rejected, Refused), and an optional Note (rules in
 * `statusChangeSchema`).
 */
export function StatusChangeForm({
  moves,
  onSubmit,
  loading = false,
  serverErrors,
  submitLabel = 'Change Status',
  actions,
  ...rest
}: StatusChangeFormProps) {
  const id = useId();
  const {
    field,
    submitWith,
    watch,
    setValue,
    formState: { isSubmitting },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { To: '', Reason: '', Note: '' },
    serverErrors,
  });
  const to = watch('To');
  const reasons = to ? reasonsFor(to as ApplicantStatus) : null;
  const toField = field('To', {
    // Another target has other reasons: the chosen one no longer applies.
    onChange: () => setValue('Reason', ''),
  });
  const { error: toError, showError: showToError, ...toInput } = toField;
  const toErrorShown = showToError && toError !== undefined;
  const errorId = `${id}-to-error`;

  return (
    <FormLayout noValidate onSubmit={submitWith((values) => onSubmit(values as StatusChangeValues))} {...rest}>
      <Group aria-describedby={toErrorShown ? errorId : undefined}>
        <Legend>Move to</Legend>
        {moves.map((move) => (
          <Choice key={move.To}>
            <input type="radio" value={move.To} {...toInput} />
            {moveLabel(move)}
          </Choice>
        ))}
        {toErrorShown ? <ErrorText id={errorId}>{toError}</ErrorText> : null}
      </Group>
      {reasons ? (
        <Select
          label="Reason"
          placeholder="Choose a reason"
          required
          options={reasons.map((reason) => ({ value: reason.key, label: reason.label }))}
          {...field('Reason')}
        />
      ) : null}
      <Textarea label="Note" hint="Optional; it is kept in the applicant's activity." {...field('Note')} />
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </ButtonRow>
    </FormLayout>
  );
}
