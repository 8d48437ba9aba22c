// Stories only: an in-memory stand-in for the Upload Requirements and credential expiry calls of both sides
// (the applicant's requirements, uploads and removals; the staff's review; the record's and the dashboard's
// expiry lists), so a story's changes show as they would on the server. Dates are relative to today.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  CREDENTIAL_EXPIRING_DAYS,
  isoDay,
  uploadRequirementCounts,
  uploadRequirementState,
  type CredentialExpiryEntry,
  type ExpiringCredentials,
  type UploadRequirement,
  type UploadRequirementFile,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

const DAY = 86_400_000;
/** YYYY-MM-DD `days` from today. */
export const daysFromToday = (days: number) => isoDay(new Date(Date.now() + days * DAY));

export interface UploadRequirementsServerOptions {
  /** Replaces the requirements (default: the fixture's, with dates from today: license approved and expiring). */
  requirements?: UploadRequirement[];
  /** Staff without health access: the health items' files are hidden. */
  restrictHealth?: boolean;
  /** The record's credentials (default: the fixture's with dates from today). */
  credentials?: CredentialExpiryEntry[];
  /** The dashboard's answer (default: the fixture's). */
  expiring?: ExpiringCredentials;
  /** Every call answers 500. */
  failing?: boolean;
}

/** The fixture's requirements with their dates moved to today: license expiring in 12 days, BLS card in 400. */
export function defaultRequirements(): UploadRequirement[] {
  const dates: Record<string, string> = {
    licence: daysFromToday(12),
    'bls-card': daysFromToday(400),
    'tb-test': daysFromToday(200),
  };
  return fixtures.uploadRequirements.Requirements.map((item) => ({
    ...item,
    Files: item.Files.map((file) => ({ ...file, ExpiresOn: dates[item.Key] ?? file.ExpiresOn })),
  }));
}

/**
 * Issue 28's documents (the onboarding story server's TWELVE_OF_THIRTEEN): the first four uploaded and waiting
 * for review, the other three missing: "4 of 7 submitted · 0 approved · 3 missing" on both sides.
 */
export function fourUploaded(): UploadRequirement[] {
  return fixtures.uploadRequirements.Requirements.map((item, index) => ({
    ...item,
    Files:
      index < 4
        ? [
            {
              FileId: 200 + index,
              UploadId: `u-four-${index}`,
              FileName: `${item.Key}.pdf`,
              ContentType: 'application/pdf',
              Size: 1000,
              UploadedAt: '2026-01-20T09:20:00.000Z',
              Status: 'uploaded' as const,
              Reason: null,
              ExpiresOn: item.HasExpiry ? daysFromToday(365) : null,
              ReviewedAt: null,
              ReviewedBy: null,
            },
          ]
        : [],
  }));
}

export function defaultCredentials(): CredentialExpiryEntry[] {
  return fixtures.credentialExpiries.map((entry, index) => ({
    ...entry,
    ExpiresOn: daysFromToday([12, 244][index] ?? 100),
  }));
}

const PDF = () => new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' });

export function uploadRequirementsServer(options: UploadRequirementsServerOptions = {}) {
  let requirements = options.requirements ?? defaultRequirements();
  let nextFile = 100;
  const uploads = new Map<string, { name: string; type: string; size: number }>();
  const today = () => isoDay(new Date());

  const recompute = (item: UploadRequirement): UploadRequirement => ({
    ...item,
    ...uploadRequirementState(item.Files, today()),
  });
  const overview = (staff: boolean): UploadRequirementsOverview => {
    const list = requirements.map((item) => {
      const restricted = staff && Boolean(options.restrictHealth) && item.Health;
      return { ...recompute(item), Restricted: restricted, Files: restricted ? [] : item.Files };
    });
    const counts = uploadRequirementCounts(list.map((item) => item.State));
    return { Requirements: list, ...counts, Complete: counts.Approved === counts.Total };
  };
  const updateFile = (fileId: number, change: Partial<UploadRequirementFile>) => {
    requirements = requirements.map((item) => ({
      ...item,
      Files: item.Files.map((file) => (file.FileId === fileId ? { ...file, ...change } : file)),
    }));
  };
  const failed = () =>
    HttpResponse.json(apiErrorBody('server_error', 'Unavailable'), { status: 500 }) as unknown as HttpResponse<never>;

  const credentials = options.credentials ?? defaultCredentials();
  const expiring: ExpiringCredentials = options.expiring ?? {
    ...fixtures.expiringCredentials,
    Items: fixtures.expiringCredentials.Items.map((entry) => ({ ...entry, ExpiresOn: daysFromToday(entry.DaysLeft) })),
  };

  const handlers: HttpHandler[] = [
    handle(API_CALLS.getUploadRequirements, () => (options.failing ? failed() : HttpResponse.json(overview(false)))),
    handle(API_CALLS.getApplicantUploadRequirements, () =>
      options.failing ? failed() : HttpResponse.json(overview(true)),
    ),
    handle(API_CALLS.uploadOnboardingFile, async ({ request }) => {
      const url = new URL(request.url);
      const body = await request.arrayBuffer();
      const id = `00000000-0000-4000-8000-${String(uploads.size + 1).padStart(12, '0')}`;
      const name = url.searchParams.get('fileName') ?? 'upload';
      uploads.set(id, {
        name,
        type: name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
        size: body.byteLength || 1,
      });
      return HttpResponse.json(
        {
          UploadId: id,
          FileName: name,
          ContentType: uploads.get(id)!.type,
          Size: body.byteLength,
          UploadedAt: new Date().toISOString(),
        },
        { status: 201 },
      );
    }),
    handle(API_CALLS.addUploadRequirementFile, async ({ params, request }) => {
      const body = (await request.json()) as { UploadId: string; ExpiresOn: string | null };
      const upload = uploads.get(body.UploadId) ?? { name: 'upload.pdf', type: 'application/pdf', size: 1 };
      nextFile += 1;
      const file: UploadRequirementFile = {
        FileId: nextFile,
        UploadId: body.UploadId,
        FileName: upload.name,
        ContentType: upload.type,
        Size: upload.size,
        UploadedAt: new Date().toISOString(),
        Status: 'uploaded',
        Reason: null,
        ExpiresOn: body.ExpiresOn,
        ReviewedAt: null,
        ReviewedBy: null,
      };
      requirements = requirements.map((item) =>
        item.Key === params.item ? { ...item, Files: [...item.Files, file] } : item,
      );
      return HttpResponse.json(overview(false), { status: 201 });
    }),
    handle(API_CALLS.removeUploadRequirementFile, ({ params }) => {
      requirements = requirements.map((item) => ({
        ...item,
        Files: item.Files.filter((file) => String(file.FileId) !== String(params.fileId)),
      }));
      return HttpResponse.json(overview(false));
    }),
    handle(API_CALLS.approveUploadRequirementFile, ({ params }) => {
      updateFile(Number(params.fileId), {
        Status: 'approved',
        Reason: null,
        ReviewedAt: new Date().toISOString(),
        ReviewedBy: 'Jane Doe',
      });
      return HttpResponse.json(overview(true));
    }),
    handle(API_CALLS.rejectUploadRequirementFile, async ({ params, request }) => {
      const { Reason } = (await request.json()) as { Reason: string };
      updateFile(Number(params.fileId), {
        Status: 'rejected',
        Reason,
        ReviewedAt: new Date().toISOString(),
        ReviewedBy: 'Jane Doe',
      });
      return HttpResponse.json(overview(true));
    }),
    ...[API_CALLS.downloadOnboardingFile, API_CALLS.downloadApplicantOnboardingFile].map((call) =>
      handle(call, () => new HttpResponse(PDF(), { headers: { 'Content-Type': 'application/pdf' } })),
    ),
    handle(API_CALLS.getApplicantCredentialExpiries, () =>
      options.failing
        ? failed()
        : HttpResponse.json(
            credentials.map((entry) => {
              const days = Math.round((Date.parse(entry.ExpiresOn) - Date.parse(today())) / DAY);
              return {
                ...entry,
                DaysLeft: days,
                State: days < 0 ? 'expired' : days <= CREDENTIAL_EXPIRING_DAYS ? 'expiring' : 'valid',
              } as CredentialExpiryEntry;
            }),
          ),
    ),
    handle(API_CALLS.getOwnCredentialExpiries, () => (options.failing ? failed() : HttpResponse.json(credentials))),
    handle(API_CALLS.listExpiringCredentials, () => (options.failing ? failed() : HttpResponse.json(expiring))),
  ];
  /** The counts both sides' calls answer now (what the onboarding overview counts as its Upload Requirements step). */
  const counts = () => {
    const { Total, Submitted, Approved, Missing } = overview(false);
    return { Total, Submitted, Approved, Missing };
  };
  return { handlers, requirements: () => requirements, counts };
}
