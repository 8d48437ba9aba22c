import { DIGITS_PATTERN, PHONE_PATTERN, restrictValue } from '../src/internal/restrictValue';

describe('PHONE_PATTERN (SPEC §5: optional leading plus, then digits and spaces)', () => {
  it.each(['', '+', '+1', '+1 555 0100', '555 0100', '  ', '0044 20'])('accepts %j', (value) => {
    expect(PHONE_PATTERN.test(value)).toBe(true);
  });
  it.each(['abc', '+1 555a', '1+2', '++1', '(555)', '555-0100', '+1\t555', ' +1', '+1.5'])('refuses %j', (value) => {
    expect(PHONE_PATTERN.test(value)).toBe(false);
  });
});

describe('DIGITS_PATTERN (number-only inputs)', () => {
  it.each(['', '0', '02134', '1234567890'])('accepts %j', (value) => {
    expect(DIGITS_PATTERN.test(value)).toBe(true);
  });
  it.each(['-1', '1.5', '1e3', ' 1', '1 ', '+1', '١٢'])('refuses %j', (value) => {
    expect(DIGITS_PATTERN.test(value)).toBe(false);
  });
});

describe('restrictValue', () => {
  it('accepts an allowed edit as is, caret where the browser put it', () => {
    expect(restrictValue(PHONE_PATTERN, '+1 55', '+1 555', 6)).toEqual({ accepted: true, value: '+1 555', caret: 6 });
  });

  it('reverts a pasted invalid text to the previous value and puts the caret back before it', () => {
    expect(restrictValue(PHONE_PATTERN, '+1 555', '+1 555abc', 9)).toEqual({
      accepted: false,
      value: '+1 555',
      caret: 6,
    });
  });

  it('reverts a character typed in the middle, caret back to where it was typed', () => {
    expect(restrictValue(DIGITS_PATTERN, '9021', '90x21', 3)).toEqual({ accepted: false, value: '9021', caret: 2 });
  });

  it('reverts to empty when even the previous value was not allowed', () => {
    expect(restrictValue(DIGITS_PATTERN, 'abc', 'abcd', 4)).toEqual({ accepted: false, value: '', caret: 0 });
  });

  it('keeps the caret inside the value when the rejected edit replaced a selection', () => {
    // "+1 555" with "555" selected, replaced by "x": "+1 x", caret 4.
    expect(restrictValue(PHONE_PATTERN, '+1 555', '+1 x', 4)).toEqual({ accepted: false, value: '+1 555', caret: 4 });
  });

  it('puts the caret at the end when the browser reports none', () => {
    expect(restrictValue(DIGITS_PATTERN, '12', '12a', null)).toEqual({ accepted: false, value: '12', caret: 2 });
    expect(restrictValue(DIGITS_PATTERN, '12', '123', null)).toEqual({ accepted: true, value: '123', caret: 3 });
  });
});
