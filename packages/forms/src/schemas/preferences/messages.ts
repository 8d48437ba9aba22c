/** Manage Profile's preferences (issue 15): none given by SPEC, chosen here. */
export const preferencesMessages = {
  timeZoneInvalid: 'Choose a time zone from the list',
} as const;
