import type { MenuEntry } from '@agency/ui';
import type { OnboardingOverview } from '@agency/api-client/contract';
import { formKeyOfHref, formStateShort, summaryOf } from './formState';

/**
 * Decorates an applicant menu entry with its form's state, as text (a badge, heard after the label:
 * "W9 Form Info, Changes requested"). Any other entry (Upload Requirements, a screen of its own whose progress
 * shows on the home) and every entry without the overview (loading, failed) stays as it is.
 */
export function onboardingMenuDecorator(overview: OnboardingOverview | undefined) {
  return (entry: MenuEntry): MenuEntry => {
    const key = formKeyOfHref(entry.href);
    const summary = key === null ? undefined : summaryOf(overview, key);
    if (!summary) return entry;
    const state = formStateShort(summary);
    return { ...entry, badge: state, badgeLabel: `, ${state}` };
  };
}
