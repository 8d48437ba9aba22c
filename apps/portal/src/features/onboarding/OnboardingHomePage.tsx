import { useState } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  Dialog,
  ErrorState,
  Heading,
  Link,
  LoadingState,
  Stack,
  Text,
  useToast,
} from '@agency/ui';
import {
  getOnboardingOverview,
  isOnboardingComplete,
  onboardingForm,
  progressText,
  withdrawEsignConsent,
  type OnboardingFormKey,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { usePortalCaptcha, VerificationStep } from '../auth';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { RouterLink } from '../../shared/RouterLink';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { APPLICANT_AREA_FORMS, CHECKLIST } from './areaForms';
import { formatMoment } from './format';
import { formKeyOfHref, formStateText, formStateTone, nextForm, summaryOf } from './formState';
import { UPLOAD_REQUIREMENTS_HREF, UploadRequirementsRowContent } from './UploadRequirementsProgress';

const Checklist = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/**
 * The forms in the side menu's order (SPEC §2), built or not: the checklist's rows; then the forms reached
 * from the checklist only (not in the menu: the Nurse Form). A form shows when the applicant has it (the
 * overview lists only the forms the agency's catalogue asks of the applicant's discipline).
 */
const ENTRIES = [...CHECKLIST, ...APPLICANT_AREA_FORMS.filter((form) => form.order === undefined)].map(
  ({ path, title, order }) => ({
    entry: { label: title, href: `/${path}` },
    key: formKeyOfHref(`/${path}`),
    offMenu: order === undefined,
  }),
);
const FORM_ORDER = ENTRIES.flatMap(({ key }) => (key ? [key] : []));

const CHECKLIST_ID = 'onboarding-checklist';

/**
 * The applicant area's home (SPEC §2, the empty path): every onboarding form with its state in words, the
 * progress as the staff's record shows it ("12 of 13 submitted · 10 approved · 1 missing", `progressText`),
 * the next step as the main action, and the e-signature consent (withdrawable).
 */
export function OnboardingHomePage() {
  const overview = useApiQuery(getOnboardingOverview);
  let body;
  if (isApiError(overview.error) && overview.error.code === 'email_not_verified')
    body = <VerifyEmailFirst message={overview.error.message} onVerified={() => overview.mutate()} />;
  else if (overview.error) body = <ErrorState what="onboarding forms" onRetry={() => void overview.mutate()} />;
  else if (!overview.data) body = <LoadingState label="Loading your onboarding forms" />;
  else body = <Overview overview={overview.data} onChanged={() => overview.mutate()} />;
  return (
    <Stack gap={5}>
      <RoutePageHeader description="Fill in each form once: your answers are saved as you type." />
      {body}
    </Stack>
  );
}

/**
 * An account whose e-mail is not verified yet (signed in straight away, SPEC §4) opens no form: the server
 * refuses every onboarding call until it is (docs/security.md). The code is entered here, on the home, and the
 * checklist follows as soon as it is verified.
 */
function VerifyEmailFirst({ message, onVerified }: { message: string; onVerified: () => Promise<unknown> }) {
  const captcha = usePortalCaptcha();
  return (
    <Card>
      <VerificationStep inline captcha={captcha} onVerified={async () => void (await onVerified())}>
        {message}
      </VerificationStep>
    </Card>
  );
}

function Overview({ overview, onChanged }: { overview: OnboardingOverview; onChanged: () => Promise<unknown> }) {
  const next = nextForm(overview, FORM_ORDER);
  const labelOf = (key: OnboardingFormKey) => ENTRIES.find((row) => row.key === key)?.entry.label ?? key;
  // The server's counts (the forms, and Upload Requirements as one more step): the staff's record shows the same.
  const progress = overview.Progress;
  const uploads = overview.Uploads;
  const allDone = progress.Missing === 0;
  // What the forms still closed wait for: a job offer (health forms), or only its acceptance (the I-9).
  const waitsForOffer = overview.Forms.some(
    (form) => form.Locked && onboardingForm(form.Form).opensAt === 'offer' && !isOnboardingComplete(form.Status),
  );
  return (
    <>
      <Card>
        <Stack gap={3}>
          <Text weight="semibold">{progressText(progress)}</Text>
          {next ? (
            <Text>
              <Link as={RouterLink} href={`/${next.Form}`}>
                {next.Status === 'not-started'
                  ? `Start ${labelOf(next.Form)}`
                  : next.Status === 'changes-requested'
                    ? `Make the requested changes to ${labelOf(next.Form)}`
                    : `Continue ${labelOf(next.Form)}`}
              </Link>
            </Text>
          ) : uploads && uploads.Missing > 0 ? (
            <Text>
              <Link as={RouterLink} href={UPLOAD_REQUIREMENTS_HREF}>
                Upload your documents
              </Link>
            </Text>
          ) : (
            <>
              <Text>
                {allDone
                  ? 'All your forms are complete. Your recruiter reviews them and tells you if anything needs to change.'
                  : `There is nothing you can do now: the forms left open once you have ${waitsForOffer ? 'received' : 'accepted'} a job offer.`}
              </Text>
              <Text>
                <Link href={`#${CHECKLIST_ID}`}>Review your forms</Link>
              </Text>
            </>
          )}
        </Stack>
      </Card>
      <Stack gap={3}>
        <Heading level={2} id={CHECKLIST_ID} tabIndex={-1}>
          Your forms
        </Heading>
        <Checklist aria-labelledby={CHECKLIST_ID}>
          {ENTRIES.map(({ entry, key, offMenu }) => {
            // The overview lists only the forms the agency asks of the applicant's discipline (the Forms
            // catalogue): any other form, in the menu or not, is not one of their steps.
            if (key && !summaryOf(overview, key)) return null;
            if (offMenu && !key) return null;
            if (entry.href === UPLOAD_REQUIREMENTS_HREF)
              return (
                <Row key={entry.label}>
                  <UploadRequirementsRowContent label={entry.label} counts={uploads} />
                </Row>
              );
            const summary = key ? summaryOf(overview, key) : undefined;
            // Every entry of the applicant menu is a form or Upload Requirements; anything else is no step.
            if (!summary) return null;
            const state = formStateText(summary);
            return (
              <Row key={entry.label}>
                {summary.Locked ? (
                  <Text as="span">{entry.label}</Text>
                ) : (
                  <Link as={RouterLink} href={entry.href}>
                    {entry.label}
                  </Link>
                )}
                <Badge tone={formStateTone(summary)}>{state}</Badge>
              </Row>
            );
          })}
        </Checklist>
      </Stack>
      <Consent overview={overview} onChanged={onChanged} />
    </>
  );
}

/** The e-signature consent: its state, and a way to withdraw it (ESIGN: withdrawable at any time). */
function Consent({ overview, onChanged }: { overview: OnboardingOverview; onChanged: () => Promise<unknown> }) {
  const client = useApiClient();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const consent = overview.Consent;

  const withdraw = async () => {
    setSending(true);
    try {
      await client.call(withdrawEsignConsent);
      toast.success('Your consent to electronic signatures is withdrawn.');
      setConfirming(false);
      await onChanged();
    } catch (error) {
      const message = messageFor(error, 'Your consent could not be withdrawn.', MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  let state;
  if (!consent)
    state = 'You have not agreed to electronic signatures yet. You are asked before you sign your first form.';
  else if (consent.WithdrawnAt)
    state = `You withdrew your consent to electronic signatures on ${formatMoment(consent.WithdrawnAt)}. You are asked again before you sign electronically; your recruiter can give you paper forms instead.`;
  else state = `You agreed to electronic records and signatures on ${formatMoment(consent.GivenAt)}.`;

  return (
    <Stack gap={2}>
      <Heading level={2}>Electronic signatures</Heading>
      <Text>{state}</Text>
      {consent && !consent.WithdrawnAt ? (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Withdraw consent
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        size="sm"
        onClose={() => setConfirming(false)}
        title="Withdraw your consent?"
        description="Forms you have already signed stay signed. The agency gives you the remaining documents on paper to sign by hand, which may take longer."
        footer={
          <Stack direction="row" gap={2} justify="flex-end" wrap>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my consent
            </Button>
            <Button variant="danger" loading={sending} onClick={() => void withdraw()}>
              Withdraw
            </Button>
          </Stack>
        }
      />
    </Stack>
  );
}
