import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_REQUIREMENTS,
  isoDay,
  ONBOARDING_FORM_KEYS,
  type OnboardingOverview,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { EMERGENCY, newApplicant, rawRequest, W9 } from './onboarding-helpers';

// Issue 28, item 9: one definition of each count (submitted, approved, missing), the same on both sides: the
// applicant's home and the staff's Onboarding tab read the same checklist (the forms and Upload Requirements
// as one step), the applicant's and the staff's Upload Requirements the same counts.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
const counts = ({
  Total,
  Submitted,
  Approved,
  Missing,
}: {
  Total: number;
  Submitted: number;
  Approved: number;
  Missing: number;
}) => ({
  Total,
  Submitted,
  Approved,
  Missing,
});

describe.each(DB_KINDS)('onboarding progress on %s', (kind) => {
  let s: TestServer;
  let recruiter = '';

  beforeAll(async () => {
    s = await startServer(kind);
    recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** Both sides' answers for one applicant: the checklist and the Upload Requirements. */
  const bothSides = async (applicant: { id: number; token: string }) => {
    const [own, staff, ownUploads, staffUploads] = await Promise.all([
      http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: applicant.token }),
      http<OnboardingOverview>(s, 'GET', `/api/applicants/${applicant.id}/onboarding`, { token: recruiter }),
      http<UploadRequirementsOverview>(s, 'GET', '/api/onboarding/upload-requirements', { token: applicant.token }),
      http<UploadRequirementsOverview>(s, 'GET', `/api/applicants/${applicant.id}/upload-requirements`, {
        token: recruiter,
      }),
    ]);
    for (const answer of [own, staff, ownUploads, staffUploads]) expect(answer.status, answer.text).toBe(200);
    // The same counts, whoever asks.
    expect(staff.json.Progress).toEqual(own.json.Progress);
    expect(staff.json.Uploads).toEqual(own.json.Uploads);
    expect(staff.json.Forms).toEqual(own.json.Forms);
    expect(counts(ownUploads.json)).toEqual(own.json.Uploads);
    expect(counts(staffUploads.json)).toEqual(own.json.Uploads);
    return { overview: own.json, uploads: ownUploads.json };
  };

  const uploadFor = async (applicant: { token: string }, key: string, hasExpiry: boolean) => {
    const stored = await rawRequest(s, 'POST', `/api/onboarding/uploads?fileName=${key}.pdf`, applicant.token, PDF);
    expect(stored.status).toBe(201);
    const attached = await http<UploadRequirementsOverview>(
      s,
      'POST',
      `/api/onboarding/upload-requirements/${key}/files`,
      {
        token: applicant.token,
        body: { UploadId: stored.json!.UploadId, ExpiresOn: hasExpiry ? inDays(400) : null },
      },
    );
    expect(attached.status, attached.text).toBe(201);
    return attached.json;
  };

  it('answers both sides the same counts: a draft is missing, four uploads are four submitted, an approval one approved', async () => {
    const a = await newApplicant(s);
    const total = ONBOARDING_FORM_KEYS.length + 1;
    expect((await bothSides(a)).overview.Progress).toEqual({ Total: total, Submitted: 0, Approved: 0, Missing: total });

    // A W-9 draft: "Draft saved" (in-progress), still missing; Emergency Info submitted.
    expect(
      (await http(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', { token: a.token, body: { Data: W9 } })).status,
    ).toBe(200);
    const emergency = await http(s, 'POST', '/api/onboarding/forms/emergency-info/submit', {
      token: a.token,
      body: { Data: EMERGENCY, Signature: null },
    });
    expect(emergency.status, emergency.text).toBe(200);

    // Four of the seven documents uploaded: 4 submitted, none approved yet, 3 missing.
    for (const item of DEFAULT_UPLOAD_REQUIREMENTS.slice(0, 4)) await uploadFor(a, item.key, item.hasExpiry);
    let both = await bothSides(a);
    expect(both.overview.Forms.find((form) => form.Form === 'w9-form-info')!.Status).toBe('in-progress');
    expect(both.overview.Uploads).toEqual({ Total: 7, Submitted: 4, Approved: 0, Missing: 3 });
    expect(both.overview.Progress).toEqual({ Total: total, Submitted: 1, Approved: 0, Missing: total - 1 });

    // Staff approve one file: one approved, on both sides.
    const file = both.uploads.Requirements.find((entry) => entry.Files.length > 0)!.Files[0]!;
    const approved = await http(s, 'POST', `/api/applicants/${a.id}/upload-requirements/files/${file.FileId}/approve`, {
      token: recruiter,
    });
    expect(approved.status, approved.text).toBe(200);
    both = await bothSides(a);
    expect(both.overview.Uploads).toEqual({ Total: 7, Submitted: 4, Approved: 1, Missing: 3 });

    // Every document uploaded: Upload Requirements is one more step submitted, for both sides alike.
    for (const item of DEFAULT_UPLOAD_REQUIREMENTS.slice(4)) await uploadFor(a, item.key, item.hasExpiry);
    both = await bothSides(a);
    expect(both.overview.Uploads).toEqual({ Total: 7, Submitted: 7, Approved: 1, Missing: 0 });
    expect(both.overview.Progress).toEqual({ Total: total, Submitted: 2, Approved: 0, Missing: total - 2 });
  });
});
