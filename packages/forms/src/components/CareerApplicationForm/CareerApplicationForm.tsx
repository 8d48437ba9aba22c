import { useRef, useState, type FormHTMLAttributes } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Combobox, FileDrop, PhoneField, Select, TextField } from '@agency/ui';
import { DISCIPLINES, RESUME_MAX_BYTES, RESUME_TYPES, US_STATES } from '@agency/api-client/contract';
import { careerApplicationMessages as m, careerApplicationSchema, type CareerApplicationValues } from '../../schemas';
import { EmailField } from '../../internal/EmailField';
import { Actions, FormLayout } from '../../internal/layout';
import { useValidatedForm, type ServerErrors } from '../../internal/useValidatedForm';

export interface CareerApplicationFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'defaultValue'
> {
  /**
   * Called once with the validated values and the resume; the returned promise keeps the button busy. While it
   * runs, further submits (a double click, Enter pressed again) are ignored.
   */
  onSubmit: (values: CareerApplicationValues, resume: File) => Promise<unknown>;
  /** Initial values (read once, on mount). */
  defaultValues?: Partial<CareerApplicationValues>;
  /** The server's `Errors`, by field (`Resume` for the file); a new object means new messages. */
  serverErrors?: ServerErrors<CareerApplicationValues, 'Resume' | 'ResumeToken'>;
  /** The resume's upload progress, 0–100, while it is sent. */
  uploadProgress?: number;
  /** The submit button's text. */
  submitLabel?: string;
}

type FormValues = Omit<CareerApplicationValues, 'Discipline'> & { Discipline: string };

const EMPTY: FormValues = {
  FirstName: '',
  LastName: '',
  Email: '',
  MobilePhone: '',
  Discipline: '',
  LicenseStates: [],
};

const resolver = yupResolver(careerApplicationSchema) as never;
const disciplineOptions = DISCIPLINES.map((value) => ({ value, label: value }));
const stateOptions = US_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));
const RESUME_ACCEPT = [...Object.keys(RESUME_TYPES), '.pdf', '.doc', '.docx'].join(',');
const RESUME_MB = RESUME_MAX_BYTES / (1024 * 1024);

/** The message above the resume field: what it takes, said before anyone tries. */
export const RESUME_HINT = `PDF, DOC or DOCX, up to ${RESUME_MB} MB.`;

/**
 * The careers site's application (issue 16): names, e-mail, mobile, discipline, license states and a resume
 * (PDF, DOC or DOCX up to RESUME_MAX_BYTES, said above the field; FileDrop refuses a larger or other file at
 * once with a message naming it, never silently). It works without an account. The submit button is busy from the first
 * click until the answer, and a second submit while one runs is ignored: an application is sent once.
 */
export function CareerApplicationForm({
  onSubmit,
  defaultValues,
  serverErrors,
  uploadProgress,
  submitLabel = 'Submit application',
  ...rest
}: CareerApplicationFormProps) {
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const serverResumeError = serverErrors?.Resume ?? serverErrors?.ResumeToken;
  const [shownServerResumeError, setShownServerResumeError] = useState(serverResumeError);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (lastServerErrors !== serverErrors) {
    setLastServerErrors(serverErrors);
    setShownServerResumeError(serverResumeError);
  }

  const {
    field,
    submitWith,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useValidatedForm<FormValues>({
    resolver,
    mode: 'onSubmit',
    defaultValues: { ...EMPTY, ...defaultValues },
    serverErrors,
  });

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    // Taken at once, before the values are checked (asynchronously): a second click meanwhile does nothing.
    if (sending.current) {
      event.preventDefault();
      return;
    }
    sending.current = true;
    if (!resume) setResumeError(m.resumeRequired);
    try {
      await submitWith(async (values) => {
        if (!resume) return;
        setBusy(true);
        try {
          await onSubmit(values as CareerApplicationValues, resume);
        } finally {
          setBusy(false);
        }
      })(event);
    } finally {
      sending.current = false;
    }
  };

  const chooseResume = (files: File[]) => {
    setResume(files[0] ?? null);
    setResumeError(files[0] ? undefined : isSubmitted ? m.resumeRequired : undefined);
    setShownServerResumeError(undefined);
  };
  const licenseError = errors.LicenseStates;
  const shownResumeError = resumeError ?? shownServerResumeError;

  return (
    <FormLayout noValidate onSubmit={submit} aria-busy={busy || undefined} {...rest}>
      <TextField label="First Name" autoComplete="given-name" required trimmed {...field('FirstName')} />
      <TextField label="Last Name" autoComplete="family-name" required trimmed {...field('LastName')} />
      <EmailField label="Email" autoComplete="email" required {...field('Email')} />
      <PhoneField label="Mobile Phone" autoComplete="tel" required {...field('MobilePhone')} />
      <Select
        label="Discipline"
        placeholder="Choose your discipline"
        required
        options={disciplineOptions}
        {...field('Discipline')}
      />
      <Combobox
        multiple
        label="License States"
        hint="Every state you hold an active license in."
        required
        options={stateOptions}
        defaultValue={getValues('LicenseStates')}
        onChange={(value: string[]) =>
          setValue('LicenseStates', value as FormValues['LicenseStates'], {
            shouldDirty: true,
            shouldValidate: isSubmitted,
          })
        }
        error={licenseError?.message ?? (licenseError as unknown as { message?: string }[] | undefined)?.[0]?.message}
        showError={isSubmitted || licenseError?.type === 'server'}
      />
      <FileDrop
        label="Resume"
        hint={RESUME_HINT}
        required
        accept={RESUME_ACCEPT}
        acceptLabel="PDF, DOC or DOCX"
        maxSize={RESUME_MAX_BYTES}
        files={resume ? [resume] : []}
        onFilesChange={chooseResume}
        error={shownResumeError}
        showError={shownResumeError !== undefined}
        progress={resume && uploadProgress !== undefined ? { [resume.name]: uploadProgress } : undefined}
      />
      <Actions>
        <Button type="submit" fullWidth loading={busy} disabled={busy}>
          {submitLabel}
        </Button>
      </Actions>
    </FormLayout>
  );
}
