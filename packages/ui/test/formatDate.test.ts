import { formatDate, parseDate } from '../src/utils/formatDate';

describe('parseDate: the ISO date a person typed', () => {
  it.each([
    ['07/04/1990', '1990-07-04'],
    ['7/4/1990', '1990-07-04'],
    [' 12/31/2030 ', '2030-12-31'],
    ['1990-07-04', '1990-07-04'],
    ['1990-7-4', '1990-07-04'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2000', '2000-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['01/01/0001', '0001-01-01'],
  ])('%s names %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([
    ['02/30/2024', 'no 30th of February'],
    ['02/29/2023', 'not a leap year'],
    ['02/29/1900', 'a century that is not a leap year'],
    ['04/31/2024', 'April has 30 days'],
    ['13/01/2020', 'no 13th month'],
    ['00/10/2020', 'no month 0'],
    ['10/00/2020', 'no day 0'],
    ['07/04/90', 'a two-digit year'],
    ['7/4/90', 'a two-digit year'],
    ['07/04/19900', 'a five-digit year'],
    ['01/01/0000', 'no year 0'],
    ['1990-02-30', 'no 30th of February (ISO)'],
    ['04-07-1990', 'hyphens month first'],
    ['07.04.1990', 'dots'],
    ['07/04', 'no year'],
    ['tomorrow', 'words'],
    ['', 'nothing'],
  ])('%s names no date (%s)', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('formatDate: a date-only value as people read it', () => {
  it.each([
    ['1990-07-04', '07/04/1990'],
    ['2024-02-29', '02/29/2024'],
    ['2030-12-31', '12/31/2030'],
    ['2026-01-01', '01/01/2026'],
  ])('%s reads %s', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });

  it('gives "" for no date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('returns anything that is not a real ISO date as it is', () => {
    expect(formatDate('N/A')).toBe('N/A');
    expect(formatDate('04/1')).toBe('04/1');
    expect(formatDate('2024-02-30')).toBe('2024-02-30');
    expect(formatDate('1990-7-4')).toBe('1990-7-4');
  });

  it('shows the same day in every time zone (no Date, no shift)', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        expect(formatDate('1990-07-04')).toBe('07/04/1990');
        expect(formatDate('2026-01-01')).toBe('01/01/2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});
