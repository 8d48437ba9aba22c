import { dateValue, formatDateText, maskDateText, parseDateText } from '../src/DateField/dateText';

describe('date text', () => {
  it.each([
    ['04/12/1990', '1990-04-12'],
    ['4/2/1990', '1990-04-02'],
    ['1990-04-12', '1990-04-12'],
    [' 12/31/2030 ', '2030-12-31'],
    ['02/29/2024', '2024-02-29'],
  ])('%s names %s', (text, iso) => {
    expect(parseDateText(text)).toBe(iso);
  });

  it.each(['02/30/2024', '13/01/2020', '04/12/90', '1990-4-31', 'tomorrow', ''])('%s names no date', (text) => {
    expect(parseDateText(text)).toBeNull();
    expect(dateValue(text)).toBe(text);
  });

  it('shows an ISO date as MM/DD/YYYY and anything else as it is', () => {
    expect(formatDateText('1985-11-30')).toBe('11/30/1985');
    expect(formatDateText('04/1')).toBe('04/1');
    expect(formatDateText('')).toBe('');
  });

  it.each([
    ['0', '0'],
    ['04', '04'],
    ['041', '04/1'],
    ['04121990', '04/12/1990'],
    ['041219901', '04/12/1990'],
    ['4/', '4/'],
    ['4/2/1990', '4/2/1990'],
    ['04/', '04/'],
    ['04/121990', '04/12/1990'],
    ['1990', '1990'],
    ['1990-04', '1990-04'],
  ])('typing %s shows %s', (typed, shown) => {
    expect(maskDateText(typed)).toBe(shown);
  });
});
