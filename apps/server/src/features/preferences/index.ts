import type { Feature } from '../../platform/feature';
import { preferencesRoutes, type PreferencesDeps } from './routes';

/**
 * preferences: a staff member's own preferences (Timecards → Manage Profile, issue 15): the time zone the
 * portal and their reminder e-mails show times in, and which e-mails they get (the calendar's reminders, the
 * credential expiry alerts of the applicants they own). docs/preferences.md.
 */
export const preferencesFeature: Feature<PreferencesDeps> = {
  name: 'preferences',
  register: preferencesRoutes,
};

export { DEFAULT_PREFERENCES, staffPreferences } from './queries';
