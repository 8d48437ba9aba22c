// Valid and invalid preferences, used by the tests and the stories (internal: not exported).
import type { InvalidCase } from '../shared/fixtures';
import { preferencesMessages as m } from './messages';
import type { PreferencesValues } from './schema';

/** Central time, reminders on, credential alerts off. */
export const validPreferences: PreferencesValues = {
  TimeZone: 'America/Chicago',
  EmailReminders: true,
  EmailCredentialAlerts: false,
};

export const invalidPreferences: InvalidCase<PreferencesValues>[] = [
  {
    name: 'a zone not on the list',
    values: { ...validPreferences, TimeZone: 'Mars/Olympus_Mons' },
    field: 'TimeZone',
    message: m.timeZoneInvalid,
  },
];
