import type { FormHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { SignatureInput } from '@agency/api-client/contract';
import { SignaturePad, TextField } from '@agency/ui';
import { signatureSchema } from '../../schemas';
import { OnboardingShell, Prose, Section, Legend, Wide } from '../../internal/onboarding/layout';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

export interface SignatureStepProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'onChange' | 'children' | 'defaultValue' | 'title'
> {
  /** The certification signed (e.g. `I9_SECTION1_ATTESTATION_TEXT`): text (paragraphs split on blank lines) or any node. */
  certification: ReactNode;
  /** The heading of the step (default "Sign"). */
  title?: ReactNode;
  /** Called by the Sign button with the validated signature (`Drawn` null when nothing was drawn). */
  onSign: (signature: SignatureInput) => void | Promise<unknown>;
  /** Initial values (the typed name is not prefilled unless given here). Read once, on mount. */
  defaultValues?: Partial<SignatureInput>;
  /** The server's messages by field (`TypedName`, `Drawn`). */
  serverErrors?: Readonly<Record<string, string | undefined>>;
  /** While sending: the inputs and the button disabled, the button busy. */
  disabled?: boolean;
  /** Text of the button (default "Sign"). */
  signLabel?: string;
  /** Further buttons (e.g. Back). */
  actions?: ReactNode;
}

const EMPTY = { TypedName: '', Drawn: '' };
const toFormValues = (input: unknown) => fill(EMPTY, input);

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Certification = styled(Prose)`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The signature step of a signed form: the certification text, the full legal name typed (the signature),
 * an optional drawn mark (`SignaturePad`) and an explicit Sign button. Validated with `signatureSchema`.
 */
export function SignatureStep({
  certification,
  title = 'Sign',
  onSign,
  signLabel = 'Sign',
  ...props
}: SignatureStepProps) {
  const { form, disabled, shell } = useOnboardingFormSetup(
    { ...props, onSubmit: onSign, submitLabel: signLabel },
    signatureSchema,
    toFormValues,
  );
  const { field, errorOf, idOf, setValue, getValues, isSubmitted } = form;
  const drawn = errorOf('Drawn');

  return (
    <OnboardingShell aria-label={typeof title === 'string' ? title : 'Sign'} {...shell}>
      <Title>{title}</Title>
      <Section>
        <Legend>Certification</Legend>
        <Certification>
          {typeof certification === 'string'
            ? certification.split(/\n\s*\n/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
            : certification}
        </Certification>
      </Section>
      <Section>
        <Legend>Your signature</Legend>
        <Wide>
          <TextField
            label="Type your full legal name"
            hint="Typing your name here is your signature, with the same effect as signing on paper."
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
            required
            trimmed
            {...field('TypedName')}
          />
        </Wide>
        <Wide>
          <SignaturePad
            id={idOf('Drawn')}
            value={getValues('Drawn') || null}
            onChange={(png) => setValue('Drawn', png ?? '', { shouldDirty: true, shouldValidate: isSubmitted })}
            disabled={disabled}
            error={drawn.error}
            showError={drawn.showError}
          />
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
