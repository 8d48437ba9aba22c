import { expectTypeOf } from 'vitest';
import type { UserPreferences } from '@agency/api-client/contract';
import { AGENCY_TIME_ZONE_OPTIONS, messages, preferencesSchema, type PreferencesValues } from '@agency/forms/schemas';
import { invalidPreferences, validPreferences } from '../../src/schemas/preferences/fixtures';
import { errorsOf } from './support';

describe('preferences schema', () => {
  it('accepts a zone of the list, or none (the device’s), and fills what is missing', () => {
    expect(preferencesSchema.validateSync(validPreferences)).toEqual(validPreferences);
    expect(preferencesSchema.validateSync({ TimeZone: ' ' })).toEqual({
      TimeZone: '',
      EmailReminders: true,
      EmailCredentialAlerts: true,
    });
    expect(AGENCY_TIME_ZONE_OPTIONS.every(({ value }) => preferencesSchema.isValidSync({ TimeZone: value }))).toBe(
      true,
    );
  });

  it.each(invalidPreferences)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(preferencesSchema, values)[field]).toBe(message);
  });

  it('says what is wrong in the words of the messages table, and validates the contract’s payload', () => {
    expect(messages.preferences.timeZoneInvalid).toBe('Choose a time zone from the list');
    expectTypeOf<PreferencesValues>().toEqualTypeOf<UserPreferences>();
  });
});
