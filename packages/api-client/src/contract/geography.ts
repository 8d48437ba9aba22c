/** The time zone of each US state (the states themselves are the shared `vocabulary.ts`). */
import { isUsStateCode, type UsStateCode } from './vocabulary';

/**
 * The IANA time zone of each state (its most populous zone where a state spans two: e.g. Texas is Central,
 * Indiana Eastern, Arizona without DST), for times shown or sent to a person by their state (interview
 * invitations, quiet hours). Shared by every feature: do not keep a second map.
 */
export const US_STATE_TIME_ZONES: Readonly<Record<UsStateCode, string>> = Object.freeze({
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AS: 'Pacific/Pago_Pago',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  GU: 'Pacific/Guam',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  MP: 'Pacific/Saipan',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  VI: 'America/St_Thomas',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
});

/** The time zone used when a person's state is unknown. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The IANA time zone of a state (DEFAULT_TIME_ZONE for none or an unknown one). */
export function stateTimeZone(state: string | null | undefined): string {
  return isUsStateCode(state) ? US_STATE_TIME_ZONES[state] : DEFAULT_TIME_ZONE;
}
