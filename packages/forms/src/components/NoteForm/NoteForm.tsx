import type { FormHTMLAttributes, ReactNode } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox, Textarea } from '@agency/ui';
import { applicantNoteSchema, type ApplicantNoteValues } from '../../schemas';
import { ButtonRow, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface NoteFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /** Called with the validated values (text trimmed): the addApplicantNote / updateApplicantNote body. */
  onSubmit: (values: ApplicantNoteValues) => void | Promise<unknown>;
  loading?: boolean;
  /** The note being edited (read once, on mount). */
  defaultValues?: Partial<ApplicantNoteValues>;
  serverErrors?: ServerErrors<ApplicantNoteValues>;
  /** Text of the submit button (default "Add Note"). */
  submitLabel?: string;
  /** Label of the text box (default "Note"). */
  label?: string;
  /** Offer the "Pin this note" box (default true). */
  pinnable?: boolean;
  /** Further actions next to the submit button (e.g. Cancel). */
  actions?: ReactNode;
}

const resolver = yupResolver(applicantNoteSchema);

/** An applicant note: its text (required, at most 4000 characters) and whether it is pinned. */
export function NoteForm({
  onSubmit,
  loading = false,
  defaultValues,
  serverErrors,
  submitLabel = 'Add Note',
  label = 'Note',
  pinnable = true,
  actions,
  ...rest
}: NoteFormProps) {
  const {
    field,
    submitWith,
    formState: { isSubmitting },
  } = useValidatedForm<ApplicantNoteValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { Text: defaultValues?.Text ?? '', Pinned: defaultValues?.Pinned ?? false },
    serverErrors,
  });

  return (
    <FormLayout noValidate onSubmit={submitWith(onSubmit)} {...rest}>
      <Textarea label={label} required {...field('Text')} />
      {pinnable ? <Checkbox label="Pin this note" {...field('Pinned')} /> : null}
      <ButtonRow>
        <Button type="submit" loading={loading || isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </ButtonRow>
    </FormLayout>
  );
}
