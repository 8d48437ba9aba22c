import { dateValue, maskDateText } from '../src/DateField/dateText';

describe('date text', () => {
  it.each([
    ['04/12/1990', '1990-04-12'],
    ['7/4/1990', '1990-07-04'],
    ['1990-04-12', '1990-04-12'],
  ])('%s is reported as %s', (text, iso) => {
    expect(dateValue(text)).toBe(iso);
  });

  it.each(['02/30/2024', '13/01/2020', '04/12/90', '1990-4-31', 'tomorrow', '04/1', ''])(
    '%s names no date and is reported as it is',
    (text) => {
      expect(dateValue(text)).toBe(text);
    },
  );

  it.each([
    ['0', '0'],
    ['04', '04'],
    ['041', '04/1'],
    ['04121990', '04/12/1990'],
    ['07041990', '07/04/1990'],
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
