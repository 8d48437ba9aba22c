import {
  ESIGN_CONSENT_TEXT,
  ESIGN_CONSENT_VERSION,
  I9_ATTESTATIONS,
  I9_EDITION,
  I9_SECTION1_ATTESTATION_TEXT,
  I9_SECTION2_CERTIFICATION_TEXT,
  I9_SUPPLEMENT_A_TEXT,
  I9_ALTERNATIVE_PROCEDURE_TEXT,
  ONBOARDING_FORMS,
  ONBOARDING_FORM_KEYS,
  ONBOARDING_OPENS_AT,
  SENSITIVE_FIELDS,
  W9_CERTIFICATION,
  W9_EDITION,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_CODES,
  W9_TAX_CLASSIFICATIONS,
  isMaskedIdentifier,
  maskIdentifier,
  onboardingForm,
  opensAtStatus,
  w9ForeignPartnersApplies,
} from '@agency/api-client/contract';

// The onboarding forms' vocabulary and texts (contract/onboarding-forms), checked here beside the schemas
// that use them. The regulatory texts are written out here as the forms print them (ONBOARDING.md §1.6,
// §2.2–2.4), so any change to a word fails.

describe('onboarding forms', () => {
  it('lists the forms in order, with labels, editions, how each is completed and when it opens', () => {
    // The forms of "Onboarding I" come first; the later ones are checked by key below.
    expect(ONBOARDING_FORMS.slice(0, 5)).toEqual([
      { key: 'personal-info', label: 'Personal Info', edition: null, signed: false, opensAt: 'start', health: false },
      {
        key: 'identification-info',
        label: 'Identification Info',
        edition: null,
        signed: false,
        opensAt: 'start',
        health: false,
      },
      { key: 'emergency-info', label: 'Emergency Info', edition: null, signed: false, opensAt: 'start', health: false },
      {
        key: 'w9-form-info',
        label: 'W9 Form Info',
        edition: 'Rev. March 2024',
        signed: true,
        opensAt: 'start',
        health: false,
      },
      {
        key: 'uscis-info',
        label: 'I9 Form Info',
        edition: '01/20/25',
        signed: true,
        opensAt: 'accepted-offer',
        health: false,
      },
    ]);
    expect(onboardingForm('influenza-vaccination')).toEqual({
      key: 'influenza-vaccination',
      label: 'Influenza Vaccination',
      edition: null,
      signed: true,
      opensAt: 'offer',
      health: true,
    });
    // Every health form opens only after an offer (ONBOARDING.md §6.8).
    for (const form of ONBOARDING_FORMS.filter((each) => each.health)) expect(form.opensAt).not.toBe('start');
    expect(ONBOARDING_OPENS_AT).toEqual({
      start: null,
      offer: ['offered', 'accepted'],
      'accepted-offer': ['accepted'],
    });
    expect(opensAtStatus('offer', 'final-interview')).toBe(false);
    expect(opensAtStatus('offer', 'offered')).toBe(true);
    expect(opensAtStatus('accepted-offer', 'offered')).toBe(false);
    expect(opensAtStatus('start', 'lead')).toBe(true);
    expect(ONBOARDING_FORMS.map((form) => form.key)).toEqual([...ONBOARDING_FORM_KEYS]);
    expect(onboardingForm('uscis-info').label).toBe('I9 Form Info');
    expect([W9_EDITION, I9_EDITION]).toEqual(['Rev. March 2024', '01/20/25']);
  });

  it('names the sensitive values of each form', () => {
    expect(SENSITIVE_FIELDS).toMatchObject({
      'personal-info': [],
      'identification-info': ['Documents[].Number'],
      'emergency-info': [],
      'w9-form-info': ['Tin'],
      'uscis-info': ['Ssn', 'UscisNumber', 'I94Number', 'ForeignPassportNumber'],
      // A health form is sealed whole, so none of its fields is sealed apart.
      'influenza-vaccination': [],
    });
    expect(Object.keys(SENSITIVE_FIELDS).sort()).toEqual([...ONBOARDING_FORM_KEYS].sort());
  });
});

describe('maskIdentifier', () => {
  it('writes what isMaskedIdentifier recognises, and no identifier is one', () => {
    for (const kind of ['ssn', 'ein', 'other'] as const)
      expect(isMaskedIdentifier(maskIdentifier('123456789', kind)), kind).toBe(true);
    expect(isMaskedIdentifier('*****6789')).toBe(true);
    for (const value of ['123456789', 'A123456789', '', null, undefined, 42])
      expect(isMaskedIdentifier(value)).toBe(false);
  });

  it('keeps the last 4 characters only, in the shape of the kind', () => {
    expect(maskIdentifier('123-45-6789', 'ssn')).toBe('***-**-6789');
    expect(maskIdentifier('912701234', 'ssn')).toBe('***-**-1234');
    expect(maskIdentifier('12-3456789', 'ein')).toBe('**-***6789');
    expect(maskIdentifier('A123456789')).toBe('****6789');
    expect(maskIdentifier('P 1234 5678', 'other')).toBe('****5678');
  });

  it('shows nothing of a value of 4 characters or fewer, and leaves empty text empty', () => {
    expect(maskIdentifier('1234')).toBe('****');
    expect(maskIdentifier('12', 'ssn')).toBe('***-**-****');
    expect(maskIdentifier('', 'ein')).toBe('');
  });
});

describe('W-9 texts', () => {
  it('has the seven line 3a boxes with the form’s labels, and 3b for partnerships, trusts/estates and LLC P', () => {
    expect(W9_TAX_CLASSIFICATIONS.map((entry) => entry.label)).toEqual([
      'Individual/sole proprietor',
      'C corporation',
      'S corporation',
      'Partnership',
      'Trust/estate',
      'LLC',
      'Other (see instructions)',
    ]);
    expect(w9ForeignPartnersApplies('partnership', null)).toBe(true);
    expect(w9ForeignPartnersApplies('trust-estate', null)).toBe(true);
    expect(w9ForeignPartnersApplies('llc', 'P')).toBe(true);
    expect(w9ForeignPartnersApplies('llc', 'S')).toBe(false);
    expect(w9ForeignPartnersApplies('individual', null)).toBe(false);
  });

  it('has exempt payee codes 1–13 and FATCA codes A–M', () => {
    expect(W9_EXEMPT_PAYEE_CODES.map((entry) => entry.code)).toEqual(
      Array.from({ length: 13 }, (_, i) => String(i + 1)),
    );
    expect(W9_FATCA_CODES.map((entry) => entry.code).join('')).toBe('ABCDEFGHIJKLM');
  });

  it('quotes the Part II certification word for word', () => {
    expect(W9_CERTIFICATION.leadIn).toBe('Under penalties of perjury, I certify that:');
    expect(W9_CERTIFICATION.items).toEqual([
      'The number shown on this form is my correct taxpayer identification number (or I am waiting for a number to be issued to me); and',
      'I am not subject to backup withholding because (a) I am exempt from backup withholding, or (b) I have not been notified by the Internal Revenue Service (IRS) that I am subject to backup withholding as a result of a failure to report all interest or dividends, or (c) the IRS has notified me that I am no longer subject to backup withholding; and',
      'I am a U.S. citizen or other U.S. person (defined below); and',
      'The FATCA code(s) entered on this form (if any) indicating that I am exempt from FATCA reporting is correct.',
    ]);
  });
});

describe('I-9 texts', () => {
  it('has the four boxes of the 01/20/25 edition', () => {
    expect(I9_ATTESTATIONS.map((entry) => entry.label)).toEqual([
      'A citizen of the United States',
      'A noncitizen national of the United States (See Instructions.)',
      'A lawful permanent resident (Enter USCIS or A-Number.)',
      'An alien authorized to work until (exp. date, if any)',
    ]);
  });

  it('quotes the statements word for word', () => {
    expect(I9_SECTION1_ATTESTATION_TEXT).toBe(
      'I am aware that federal law provides for imprisonment and/or fines for false statements, or the use of false documents, in connection with the completion of this form. I attest, under penalty of perjury, that this information, including my selection of the box attesting to my citizenship or immigration status, is true and correct.',
    );
    expect(I9_SUPPLEMENT_A_TEXT).toBe(
      'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form and that to the best of my knowledge the information is true and correct.',
    );
    expect(I9_ALTERNATIVE_PROCEDURE_TEXT).toBe(
      'Check here if you used an alternative procedure authorized by DHS to examine documents.',
    );
    expect(I9_SECTION2_CERTIFICATION_TEXT).toBe(
      'I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.',
    );
  });
});

describe('e-sign consent', () => {
  it('covers the disclosure elements of ESIGN §7001(c)', () => {
    expect(ESIGN_CONSENT_VERSION).toBe('2026-11');
    for (const element of [
      'electronic records',
      'sign them electronically',
      'paper copy',
      'at no charge',
      'withdraw this consent',
      'e-mail address',
      'What you need',
      'ask for your consent again',
      'you can open and read the documents',
    ])
      expect(ESIGN_CONSENT_TEXT).toContain(element);
  });
});
