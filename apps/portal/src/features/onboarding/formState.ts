import {
  isOnboardingComplete,
  onboardingStatusLabel,
  type OnboardingFormKey,
  type OnboardingFormSummary,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import { isOnboardingFormKey } from '@agency/api-client/contract';
import type { BadgeTone } from '@agency/ui';

/** What a form's state says in words (never colour alone): "Approved", "Changes requested: …", "Locked: …". */
export function formStateText(summary: OnboardingFormSummary): string {
  if (summary.Locked) return `Locked: ${summary.Locked}`;
  if (summary.Status === 'changes-requested')
    return summary.ChangesReason ? `Changes requested: ${summary.ChangesReason}` : 'Changes requested';
  return onboardingStatusLabel(summary.Status);
}

/** The short state of a menu entry ("Locked", "Changes requested", "Approved"…): the reason lives on the page. */
export function formStateShort(summary: OnboardingFormSummary): string {
  if (summary.Locked) return 'Locked';
  return onboardingStatusLabel(summary.Status);
}

/** The badge's tone, always next to the state's text. */
export function formStateTone(summary: OnboardingFormSummary): BadgeTone {
  if (summary.Locked) return 'neutral';
  switch (summary.Status) {
    case 'approved':
      return 'success';
    case 'submitted':
      return 'info';
    case 'changes-requested':
      return 'danger';
    case 'in-progress':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** The summary of one form in an overview (undefined when the server does not list it). */
export function summaryOf(overview: OnboardingOverview | undefined, key: OnboardingFormKey) {
  return overview?.Forms.find((form) => form.Form === key);
}

/** The form key of an applicant-area address ("/w9-form-info" → 'w9-form-info'), or null. */
export function formKeyOfHref(href: string | undefined): OnboardingFormKey | null {
  const key = href?.replace(/^\//, '');
  return isOnboardingFormKey(key) ? key : null;
}

/** The next step: the first form (in `order`) neither complete nor locked; null when none is left. */
export function nextForm(
  overview: OnboardingOverview,
  order: readonly OnboardingFormKey[],
): OnboardingFormSummary | null {
  for (const key of order) {
    const summary = summaryOf(overview, key);
    if (summary && !summary.Locked && !isOnboardingComplete(summary.Status)) return summary;
  }
  return null;
}
