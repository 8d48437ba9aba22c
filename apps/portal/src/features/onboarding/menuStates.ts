import type { MenuEntry } from '@agency/ui';
import type { OnboardingOverview } from '@agency/api-client/contract';
import { formKeyOfHref, formStateShort, summaryOf } from './formState';

/**
 * Decorates an applicant menu entry with its form's state, as text (a badge, heard after the label:
 * "W9 Form Info, Changes requested"). The screens of the next issue say "Not available yet". Without the
 * overview (loading, failed), the entries stay as they are.
 */
export function onboardingMenuDecorator(overview: OnboardingOverview | undefined) {
  return (entry: MenuEntry): MenuEntry => {
    if (!overview || entry.href === undefined) return entry;
    const key = formKeyOfHref(entry.href);
    // Upload Requirements is a screen of its own (not a form): its progress shows on the home.
    if (entry.href === '/upload-requirements') return entry;
    if (key === null) return { ...entry, badge: 'Soon', badgeLabel: ', not available yet' };
    const summary = summaryOf(overview, key);
    if (!summary) return entry;
    const state = formStateShort(summary);
    return { ...entry, badge: state, badgeLabel: `, ${state}` };
  };
}
