import { editPhone, formatPhone, normalizePhone } from '../src/PhoneField/phone';
import { PHONE_PATTERN } from '../src/internal/restrictValue';

describe('normalizePhone: typed, pasted or autofilled text in the phone field', () => {
  it.each([
    ['(312) 555-0177', '312 555 0177'],
    ['312.555.0177', '312 555 0177'],
    ['312-555-0177', '312 555 0177'],
    ['3125550177', '312 555 0177'],
    ['  (312)555 – 0177 ', '312 555 0177'],
    ['+1 (312) 555-0177', '+1 312 555 0177'],
    ['+13125550177', '+1 312 555 0177'],
    ['1-312-555-0177', '1 312 555 0177'],
    ['+44 (20) 7946-0958', '+44 20 7946 0958'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['', ''],
    ['+', '+'],
  ])('reads %j as %j', (text, value) => {
    expect(normalizePhone(text)).toBe(value);
    expect(PHONE_PATTERN.test(value)).toBe(true);
  });

  it.each([
    ['3', '3'],
    ['312', '312'],
    ['3125', '312 5'],
    ['312555', '312 555'],
    ['3125550', '312 555 0'],
    ['+1', '+1'],
    ['+13', '+1 3'],
    ['+1312555', '+1 312 555'],
  ])('groups the digits of a US number as they come: %j → %j', (text, value) => {
    expect(normalizePhone(text)).toBe(value);
  });

  it('keeps a space typed to start the next group of another number, drops a trailing bracket or hyphen', () => {
    expect(normalizePhone('+44 ')).toBe('+44 ');
    expect(normalizePhone('+44-')).toBe('+44');
    expect(normalizePhone('+44 20)')).toBe('+44 20');
    // A US number groups itself: a typed space adds nothing.
    expect(normalizePhone('312 ')).toBe('312');
  });

  it.each(['abc', '312 555 0177 ext 2', '1+2', '++1', 'tel:+13125550177', '312/555', '+1 555#'])(
    'cannot read %j',
    (text) => {
      expect(normalizePhone(text)).toBeNull();
    },
  );
});

describe('editPhone: one edit of the field', () => {
  it('a pasted "(312) 555-0177" becomes "312 555 0177", caret at its end', () => {
    expect(editPhone('', '(312) 555-0177', 14)).toEqual({ accepted: true, value: '312 555 0177', caret: 12 });
  });

  it('typing the fourth digit opens the next group, caret after it', () => {
    expect(editPhone('312', '3125', 4)).toEqual({ accepted: true, value: '312 5', caret: 5 });
  });

  it('a typed hyphen or bracket changes nothing and reports nothing', () => {
    expect(editPhone('312', '312-', 4)).toEqual({ accepted: false, value: '312', caret: 3 });
    expect(editPhone('', '(', 1)).toEqual({ accepted: false, value: '', caret: 0 });
  });

  it('a digit typed in the middle regroups, the caret stays after it', () => {
    // "312 555 017" with "9" typed after "31": ten digits, grouped again 3-3-4.
    expect(editPhone('312 555 017', '3192 555 017', 3)).toEqual({ accepted: true, value: '319 255 5017', caret: 3 });
  });

  it('backspace over a group space moves the caret back over it', () => {
    // "312 |555": the space deleted → digits regroup the same; the caret goes before the space.
    expect(editPhone('312 555', '312555', 3)).toEqual({ accepted: false, value: '312 555', caret: 3 });
  });

  it('a space typed in another number stays, caret after it', () => {
    expect(editPhone('+44', '+44 ', 4)).toEqual({ accepted: true, value: '+44 ', caret: 4 });
  });

  it('text that cannot be a phone number is reverted, caret back where it was', () => {
    expect(editPhone('+1 555', '+1 555abc', 9)).toEqual({ accepted: false, value: '+1 555', caret: 6 });
    expect(editPhone('+1 2', '+1 2+', 5)).toEqual({ accepted: false, value: '+1 2', caret: 4 });
  });
});

describe('formatPhone: a saved number in a read-only view', () => {
  it.each([
    ['312 555 0177', '(312) 555-0177'],
    ['3125550177', '(312) 555-0177'],
    ['+1 312 555 0177', '(312) 555-0177'],
    ['+13125550177', '(312) 555-0177'],
    ['1 312 555 0177', '(312) 555-0177'],
    ['312.555.0177', '(312) 555-0177'],
    ['+44 1234 567890', '+44 1234 567890'],
    ['(312) 555-0177', '(312) 555-0177'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['  555  0100 ', '555 0100'],
    ['call me', 'call me'],
    ['', ''],
  ])('%j reads %j', (value, shown) => {
    expect(formatPhone(value)).toBe(shown);
  });

  it('shows nothing for no number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
