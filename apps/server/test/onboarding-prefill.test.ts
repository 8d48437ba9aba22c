import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingFormDocument } from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { CBC, consent, newApplicant, PERSONAL_INFO, SECRETS, SIGNATURE, submit } from './onboarding-helpers';

// Issue 28, item 8: every form starts from what the agency already holds (the applicant record, which a
// submitted Personal Info keeps, and the forms submitted before), as Personal Info always did; the applicant
// changes any of it; staff only ever see what the applicant saved.

const IDENTIFICATION = {
  Documents: [
    {
      Id: 'doc-1',
      Type: 'drivers-license',
      OtherType: '',
      IssuingState: 'TX',
      IssuingCountry: '',
      Number: SECRETS.license,
      IssueDate: '2022-05-01',
      ExpiryDate: '2030-04-12',
      FrontUploadId: null,
      BackUploadId: null,
    },
  ],
};

describe.each(DB_KINDS)('onboarding prefill on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'recruiter' | 'admin', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const form = (who: string, key: string) =>
    http<OnboardingFormDocument>(s, 'GET', `/api/onboarding/forms/${key}`, { token: who });

  it('fills the W-9 and the I-9 with the name, address, date of birth and contacts the agency holds', async () => {
    const a = await newApplicant(s);
    await submit(s, a.token, 'personal-info', PERSONAL_INFO);

    const w9 = await form(a.token, 'w9-form-info');
    expect(w9.status, w9.text).toBe(200);
    expect(w9.json).toMatchObject({ Status: 'not-started', Version: 0 });
    expect(w9.json.Data).toEqual({
      Name: 'Maria Luisa Rivera',
      Address: '2400 Travis Street, Apt 12',
      City: 'Houston',
      State: 'TX',
      Zip: '77006',
    });

    const i9 = await form(a.token, 'uscis-info');
    expect(i9.json.Data).toEqual({
      LastName: 'Rivera',
      FirstName: 'Maria',
      MiddleInitial: 'L',
      OtherLastNames: 'Gomez',
      Address: '2400 Travis Street',
      AptNumber: 'Apt 12',
      City: 'Houston',
      State: 'TX',
      Zip: '77006',
      DateOfBirth: '1990-04-12',
      Email: PERSONAL_INFO.Email,
      Phone: PERSONAL_INFO.MobilePhone,
    });

    // The applicant changes what they want: the draft wins over what the agency holds.
    const draft = await http(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', {
      token: a.token,
      body: { Data: { ...w9.json.Data, Name: 'Maria L. Rivera', Address: '' } },
    });
    expect(draft.status, draft.text).toBe(200);
    const edited = await form(a.token, 'w9-form-info');
    expect(edited.json).toMatchObject({ Status: 'in-progress', Version: 1 });
    expect(edited.json.Data).toMatchObject({ Name: 'Maria L. Rivera', Address: '', City: 'Houston' });

    // Staff read what the applicant saved, never the prefill as an answer.
    const staffI9 = await http<OnboardingFormDocument>(
      s,
      'GET',
      `/api/applicants/${a.id}/onboarding/forms/uscis-info`,
      {
        token: token.recruiter,
      },
    );
    expect(staffI9.json).toMatchObject({ Status: 'not-started', Data: null });
  });

  it('fills CHRC with the legal name, date of birth, current address and the driver’s license of Identification Info (masked, kept on save and submit)', async () => {
    const a = await newApplicant(s);
    await submit(s, a.token, 'personal-info', PERSONAL_INFO);
    await submit(s, a.token, 'identification-info', IDENTIFICATION);

    const cbc = await form(a.token, 'cbc-form-info');
    expect(cbc.json.Data).toEqual({
      FirstName: 'Maria',
      MiddleName: 'Luisa',
      LastName: 'Rivera',
      DateOfBirth: '1990-04-12',
      NoDriversLicense: false,
      DriversLicenseNumber: '****2XQ7',
      DriversLicenseState: 'TX',
      Addresses: [
        {
          Id: 'current-address',
          AddressLine1: '2400 Travis Street',
          AddressLine2: 'Apt 12',
          City: 'Houston',
          State: 'TX',
          Zip: '77006',
          FromDate: null,
          ToDate: null,
          Current: true,
        },
      ],
    });
    expect(JSON.stringify(cbc.json)).not.toContain(SECRETS.license);

    // The screen sends the prefilled values back as typed (the license as its mask): the server keeps the
    // number the agency holds, and the applicant's own changes.
    const typed = {
      ...CBC,
      ...(cbc.json.Data as Record<string, unknown>),
      FirstName: 'Mary',
      Addresses: [
        { ...(cbc.json.Data as typeof CBC).Addresses[0]!, FromDate: CBC.Addresses[0]!.FromDate },
        CBC.Addresses[1],
      ],
    };
    const saved = await http(s, 'PUT', '/api/onboarding/forms/cbc-form-info/draft', {
      token: a.token,
      body: { Data: typed },
    });
    expect(saved.status, saved.text).toBe(200);
    const draft = await form(a.token, 'cbc-form-info');
    expect(draft.json.Data).toMatchObject({ FirstName: 'Mary', DriversLicenseNumber: '****2XQ7' });

    await consent(s, a.token);
    const submitted = (await submit(
      s,
      a.token,
      'cbc-form-info',
      typed,
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(submitted.Data).toMatchObject({ FirstName: 'Mary', DriversLicenseNumber: '****2XQ7' });
    const revealed = await http<{ Value: string }>(
      s,
      'POST',
      `/api/applicants/${a.id}/onboarding/forms/cbc-form-info/reveal`,
      { token: token.admin, body: { Field: 'DriversLicenseNumber' } },
    );
    expect(revealed.json.Value).toBe(SECRETS.license);
  });

  it('fills nothing the agency does not hold, and another applicant’s forms never', async () => {
    const a = await newApplicant(s);
    await submit(s, a.token, 'identification-info', IDENTIFICATION);
    const b = await newApplicant(s);
    const cbc = await form(b.token, 'cbc-form-info');
    // The record of a new account: its name only (no address, no date of birth, no license).
    expect(cbc.json.Data).toEqual({
      FirstName: 'Maria',
      MiddleName: '',
      LastName: 'Rivera',
      DateOfBirth: null,
      Addresses: [],
    });
    // Emergency contacts are no one the agency knows.
    expect((await form(b.token, 'emergency-info')).json.Data).toBeNull();
  });
});
