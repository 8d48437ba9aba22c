import {
  formatInZone,
  instantToZonedTime,
  isAgencyTimeZone,
  isSupportedTimeZone,
  supportedTimeZones,
  zonedTimeToInstant,
} from '@agency/api-client/contract';

// The one formatter of moments for people (issue 28): the agency's zone, named as it is at that instant.
// Chicago springs forward on Sunday 8 March 2026 (CST, UTC-6 → CDT, UTC-5) and falls back on Sunday
// 1 November 2026 (CDT → CST).
const CHICAGO = 'America/Chicago';

describe('formatInZone', () => {
  it('names the zone as it is on each side of the spring DST change', () => {
    expect(formatInZone('2026-03-07T16:30:00.000Z', CHICAGO)).toBe('Sat, Mar 7, 2026, 10:30 AM CST');
    expect(formatInZone('2026-03-09T15:30:00.000Z', CHICAGO)).toBe('Mon, Mar 9, 2026, 10:30 AM CDT');
    expect(formatInZone('2026-03-07T16:30:00.000Z', CHICAGO, 'time')).toBe('10:30 AM CST');
    expect(formatInZone('2026-03-09T15:30:00.000Z', CHICAGO, 'time')).toBe('10:30 AM CDT');
  });

  it('names the zone as it is on each side of the autumn DST change', () => {
    expect(formatInZone('2026-10-31T15:30:00.000Z', CHICAGO)).toBe('Sat, Oct 31, 2026, 10:30 AM CDT');
    expect(formatInZone('2026-11-02T16:30:00.000Z', CHICAGO)).toBe('Mon, Nov 2, 2026, 10:30 AM CST');
  });

  it('around the change itself: the hour that repeats and the hour that does not exist', () => {
    // 1 November 2026: 1:30 AM happens twice, first in CDT, then in CST.
    expect(formatInZone('2026-11-01T06:30:00.000Z', CHICAGO, 'time')).toBe('1:30 AM CDT');
    expect(formatInZone('2026-11-01T07:30:00.000Z', CHICAGO, 'time')).toBe('1:30 AM CST');
    // 8 March 2026: from 1:59 AM CST straight to 3:00 AM CDT.
    expect(formatInZone('2026-03-08T07:59:00.000Z', CHICAGO, 'time')).toBe('1:59 AM CST');
    expect(formatInZone('2026-03-08T08:00:00.000Z', CHICAGO, 'time')).toBe('3:00 AM CDT');
  });

  it('writes the same instant in each zone it is asked for, with plain spaces only', () => {
    // The interview: 10:30 UTC is 4:30 AM in Chicago, which is why a time typed on a UTC device was wrong.
    expect(formatInZone('2026-12-02T10:30:00.000Z', CHICAGO, 'time')).toBe('4:30 AM CST');
    expect(formatInZone('2026-12-02T10:30:00.000Z', 'UTC', 'time')).toBe('10:30 AM UTC');
    expect(formatInZone('2026-12-02T10:30:00.000Z', 'America/New_York')).toBe('Wed, Dec 2, 2026, 5:30 AM EST');
    expect(formatInZone('2026-12-02T10:30:00.000Z', CHICAGO)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('a time typed in the agency zone', () => {
  it('is the same wall-clock time on both sides of a DST change, so a different UTC instant', () => {
    expect(zonedTimeToInstant('2026-03-07T10:30', CHICAGO).toISOString()).toBe('2026-03-07T16:30:00.000Z');
    expect(zonedTimeToInstant('2026-03-09T10:30', CHICAGO).toISOString()).toBe('2026-03-09T15:30:00.000Z');
    expect(zonedTimeToInstant('2026-10-31T10:30', CHICAGO).toISOString()).toBe('2026-10-31T15:30:00.000Z');
    expect(zonedTimeToInstant('2026-11-02T10:30', CHICAGO).toISOString()).toBe('2026-11-02T16:30:00.000Z');
  });

  it('reads back as typed, and formats as typed with its zone', () => {
    for (const local of ['2026-03-07T10:30', '2026-03-09T10:30', '2026-11-02T09:00', '2026-12-02T10:30']) {
      const at = zonedTimeToInstant(local, CHICAGO);
      expect(instantToZonedTime(at, CHICAGO)).toBe(local);
      expect(formatInZone(at, CHICAGO, 'time')).toMatch(/^\d{1,2}:\d{2} [AP]M C[SD]T$/);
    }
  });
});

describe('the zones an agency can choose', () => {
  it("are Intl's supported IANA zones, UTC among them", () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('America/Chicago');
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('UTC');
    expect([...zones].sort()).toEqual(zones);
  });

  it('accepts IANA names Intl supports, and refuses the others', () => {
    for (const zone of ['America/Chicago', 'America/New_York', 'Pacific/Honolulu', 'Europe/Berlin', 'UTC'])
      expect([zone, isSupportedTimeZone(zone), isAgencyTimeZone(zone)]).toEqual([zone, true, true]);
    // Another IANA name of a supported zone (some runtimes list Indianapolis without "Indiana/").
    expect(isAgencyTimeZone('America/Indiana/Indianapolis')).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', 'america/chicago', 'Central', '', ' America/Chicago', 42, null])
      expect([zone, isAgencyTimeZone(zone)]).toEqual([zone, false]);
  });
});
