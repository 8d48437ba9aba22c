import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import { can, isoDay, type ApplicantStatus, type RoleKey } from '@agency/api-client/contract';
import { insertRowsAsJson, type Db } from '../../platform/db';
import { seededRandom, type SeededRandom } from '../../platform/seeded-random';
import type { BlobStore } from '../../platform/storage';
import { onboardingBlobKey, uploadedDetail } from '../onboarding';
import { requirementsOverview, reviewAuditDetail, syncExpiries } from './service';

/**
 * Demo Upload Requirements: files on the requirements of the demo pipeline's applicants further along
 * (features/applicants/seed.ts), so the record's Uploads tab and the applicant's screen are not empty. Most
 * Accepted applicants have a file on nearly every requirement (most approved, some awaiting review, a few
 * rejected with a reason and uploaded again); half the Offered ones have a few (awaiting review, approved,
 * or rejected); a few at Final Interview have sent their resume and driver's license. Dates on
 * the cards: the license, BLS card and TB test those of the seeded Nurse Form and Physical Info (the
 * credential expiries already written), else a year or so ahead. Deterministic choices (a seeded PRNG;
 * only the dates follow `now`).
 *
 * The rows are those the app writes: each file's bytes stored through the blob port under the onboarding
 upload's key (`onboardingBlobKey`), its `onboarding_uploads` row and 'uploaded' audit row (`uploadedDetail`,
 * as `storeUpload`), the `upload_requirement_files` row (as `addFile`), the review's columns and its 'approved'
 * / 'changes-requested' audit row (`reviewAuditDetail`, as `reviewFile`), and the credential expiries by the
 * service's own `syncExpiries`.
 * They are written in a few statements (the demo starts in a few seconds); the review e-mails are not sent
 * (the demo's history sends no mail). The files are tiny but real: a one-page PDF naming the document, or a
 * small PNG (a card's photo), each marked as sample data.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Documentation address ranges (RFC 5737), as the onboarding seed's. */
const APPLICANT_NET = '198.51.100';
const STAFF_NET = '192.0.2';
const APPLICANT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const STAFF_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';

/** Why staff rejected a file (by requirement key). */
const REJECT_REASONS: Readonly<Record<string, readonly string[]>> = {
  licence: ['The license shown has expired; please upload your current license.'],
  'bls-card': [
    'The photo shows only the front of the card; please upload both sides.',
    'The card is not signed on the back; please sign it and upload it again.',
  ],
  'tb-test': ['The result is older than 12 months; please upload a test from this year.'],
  physical: ["The form is missing the clinician's signature; please upload the signed page."],
  'immunization-records': ['The varicella record is missing; please add it to your immunization records.'],
  'drivers-licence-or-id': ['The photo is too blurry to read the license number; please upload a sharper one.'],
  resume: ['Please upload a resume that includes your current position.'],
};

/** The requirements whose document is a card: uploaded as a photo (a PNG). */
const CARDS = new Set(['bls-card', 'drivers-licence-or-id']);

type Random = SeededRandom;
const prng = seededRandom;

/** A one-page PDF (Helvetica, the lines given; ASCII, PDF string escapes) with a correct cross-reference table. */
function samplePdf(lines: readonly string[]): Uint8Array {
  const text = (line: string) =>
    line
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (char) => `\\${char}`)
      .slice(0, 90);
  const content = [
    'BT /F1 16 Tf 72 720 Td 22 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${text(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/** A small PNG (8-bit RGB): a card of `width` × `height` in `color` with a darker band across its top. */
function samplePng(width: number, height: number, color: readonly [number, number, number]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const band = Math.max(1, Math.floor(height / 4));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const shade = y < band ? 0.6 : 1;
    for (let x = 0; x < width; x += 1)
      raw.set(
        color.map((c) => Math.round(c * shade)),
        y * (width * 3 + 1) + 1 + x * 3,
      );
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The card colours of the photos (BLS card, driver's license). */
const CARD_COLORS: Readonly<Record<string, readonly [number, number, number]>> = {
  'bls-card': [196, 32, 48],
  'drivers-licence-or-id': [70, 120, 190],
};

/** What one planned file ends as. */
type Outcome = 'uploaded' | 'approved' | 'rejected';

/** Per requirement: the files in upload order (a rejected one is followed by its replacement, or not). */
function planFor(random: Random, status: ApplicantStatus, keys: readonly string[]): Map<string, Outcome[]> {
  const plan = new Map<string, Outcome[]>();
  if (status === 'accepted') {
    // Most have uploaded nearly everything; a few accepted only lately have not started.
    if (!random.chance(0.8)) return plan;
    for (const key of keys) {
      if (!random.chance(0.85)) continue;
      const r = random.random();
      plan.set(
        key,
        r < 0.8
          ? ['approved']
          : r < 0.9
            ? ['uploaded']
            : r < 0.96
              ? ['rejected', 'approved']
              : ['rejected', 'uploaded'],
      );
    }
  } else if (status === 'offered') {
    if (!random.chance(0.5)) return plan;
    for (const key of keys) {
      if (!random.chance(0.4)) continue;
      const r = random.random();
      plan.set(key, r < 0.5 ? ['uploaded'] : r < 0.8 ? ['approved'] : ['rejected']);
    }
  } else if (status === 'final-interview') {
    if (!random.chance(0.2)) return plan;
    for (const key of ['resume', 'drivers-licence-or-id'])
      if (keys.includes(key) && (key === 'resume' || random.chance(0.5))) plan.set(key, ['uploaded']);
  }
  return plan;
}

export interface UploadRequirementsSeedResult {
  /** Applicants given files. */
  applicants: number;
  files: number;
}

/**
 * Seeds the demo agency's Upload Requirements files (see the top of this file) for its pipeline applicants
 * (not the demo applicant account: it is left to try). `blobs` is the server's blob store.
 */
export async function seedUploadRequirements(
  db: Db,
  options: { agencyId: number; blobs: BlobStore; now?: Date },
): Promise<UploadRequirementsSeedResult> {
  const { agencyId, blobs } = options;
  const nowMs = (options.now ?? new Date()).getTime();
  const today = isoDay(new Date(nowMs));
  const random = prng(0x0f11_e5ed);

  // The agency's requirements: read once through the service, which adds the default set when it has none.
  await requirementsOverview(db, agencyId, 0, today);
  const items = await db
    .selectFrom('upload_requirement_items')
    .select(['id', 'key', 'label', 'has_expiry', 'health'])
    .where('agency_id', '=', agencyId)
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const staff = (
    await db
      .selectFrom('recruiters')
      .innerJoin('users', 'users.id', 'recruiters.user_id')
      .select(['recruiters.id', 'recruiters.roles', 'users.first_name', 'users.last_name'])
      .where('recruiters.agency_id', '=', agencyId)
      .where('users.is_active', '=', true)
      .orderBy('recruiters.id')
      .execute()
  )
    .map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, roles: row.roles as RoleKey[] }))
    .filter((member) => can(member.roles, 'onboarding.review'));
  // Health files are reviewed by the owner or by staff with health access (reviewFile's rule).
  const healthReviewer = staff.find((member) => can(member.roles, 'onboarding.health'));
  if (items.length === 0 || !healthReviewer) return { applicants: 0, files: 0 };
  const staffById = new Map(staff.map((member) => [member.id, member]));

  const applicants = await db
    .selectFrom('applicants')
    .select(['id', 'first_name', 'last_name', 'status', 'owner_id', 'status_changed_at'])
    .where('agency_id', '=', agencyId)
    .where('user_id', 'is', null)
    .where('archived_at', 'is', null)
    .where('status', 'in', ['accepted', 'offered', 'final-interview'])
    .orderBy('id')
    .execute();
  // The dates the seeded Nurse Form and Physical Info reported: the cards carry the same.
  const reported = new Map(
    (
      await db
        .selectFrom('credential_expiries')
        .select(['applicant_id', 'source', 'key', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
        .where('agency_id', '=', agencyId)
        .where('source', 'in', ['nurse-form', 'nurse-physical-info'])
        .execute()
    ).map((row) => [`${row.applicant_id}:${row.source}:${row.key}`, row.expires_on]),
  );
  const ahead = (min: number, max: number) => isoDay(new Date(nowMs + random.int(min, max) * DAY));
  const expiryOf = (applicantId: number, key: string): string => {
    if (key === 'licence')
      return reported.get(`${applicantId}:nurse-form:license:seed-license-${applicantId}`) ?? ahead(90, 700);
    if (key === 'bls-card')
      return reported.get(`${applicantId}:nurse-form:cert:seed-bls-${applicantId}`) ?? ahead(45, 700);
    if (key === 'tb-test') return reported.get(`${applicantId}:nurse-physical-info:tb`) ?? ahead(200, 330);
    if (key === 'physical') return ahead(250, 360);
    return ahead(300, 2000);
  };

  const uploads: {
    id: string;
    agency_id: number;
    applicant_id: number;
    blob_key: string;
    file_name: string;
    content_type: 'application/pdf' | 'image/png';
    size: number;
    uploaded_at: Date;
    bytes: Uint8Array;
  }[] = [];
  const files: {
    agency_id: number;
    applicant_id: number;
    item_id: number;
    upload_id: string;
    status: Outcome;
    reason: string | null;
    expires_on: string | null;
    created_at: Date;
    reviewed_at: Date | null;
    reviewed_by: number | null;
    reviewed_by_name: string;
  }[] = [];
  const audit: {
    agency_id: number;
    applicant_id: number;
    action: 'uploaded' | 'approved' | 'changes-requested';
    form: null;
    version: null;
    actor_kind: 'applicant' | 'staff';
    actor_id: number;
    actor_name: string;
    ip: string;
    user_agent: string;
    detail: string;
    at: Date;
  }[] = [];
  const seeded = new Set<number>();
  // The photos of one kind of card are alike: made once.
  const photos = new Map<string, Uint8Array>();
  const cardPhoto = (key: string) => {
    if (!photos.has(key)) photos.set(key, samplePng(86, 54, CARD_COLORS[key] ?? [120, 120, 120]));
    return photos.get(key)!;
  };

  for (const a of applicants) {
    const plan = planFor(
      random,
      a.status,
      items.map((item) => item.key),
    );
    if (plan.size === 0) continue;
    seeded.add(a.id);
    const name = `${a.first_name} ${a.last_name}`.trim();
    const owner = a.owner_id !== null ? staffById.get(a.owner_id) : undefined;
    const applicantIp = `${APPLICANT_NET}.${random.int(2, 254)}`;
    const staffIp = `${STAFF_NET}.${random.int(2, 254)}`;
    // Uploaded over the last weeks, after the applicant reached their status (or ten days ago at the latest).
    const from = Math.max(new Date(a.status_changed_at).getTime(), nowMs - 40 * DAY);
    let at = Math.min(from + random.int(1, 48) * HOUR, nowMs - 10 * DAY);
    for (const item of items) {
      const outcomes = plan.get(item.key);
      if (!outcomes) continue;
      const reviewer = owner ?? (item.health ? healthReviewer : random.one(staff));
      outcomes.forEach((outcome, attempt) => {
        at += random.int(20, 180) * 60_000;
        // A rejected file was uploaded days before its replacement.
        if (attempt > 0) at += random.int(1, 3) * DAY;
        const uploadedAt = Math.min(at, nowMs - 2 * HOUR);
        const reviewedAt =
          outcome === 'uploaded' ? null : Math.min(uploadedAt + random.int(2, 30) * HOUR, nowMs - HOUR);
        const expiresOn = item.has_expiry ? expiryOf(a.id, item.key) : null;
        const reason =
          outcome === 'rejected' ? random.one(REJECT_REASONS[item.key] ?? ['Please upload a clearer copy.']) : null;
        const id = randomUUID();
        const png = CARDS.has(item.key);
        const bytes = png
          ? cardPhoto(item.key)
          : samplePdf([
              `${item.label}${expiresOn ? ` (expires ${expiresOn})` : ''}`,
              name,
              'SAMPLE DOCUMENT - demo data, not a real record.',
            ]);
        const fileName = `${item.label.replace(/'/g, '')}${attempt > 0 ? ' (new)' : ''}.${png ? 'png' : 'pdf'}`;
        const type = png ? 'image/png' : 'application/pdf';
        uploads.push({
          id,
          agency_id: agencyId,
          applicant_id: a.id,
          blob_key: onboardingBlobKey(agencyId, a.id, id),
          file_name: fileName,
          content_type: type,
          size: bytes.byteLength,
          uploaded_at: new Date(uploadedAt),
          bytes,
        });
        files.push({
          agency_id: agencyId,
          applicant_id: a.id,
          item_id: item.id,
          upload_id: id,
          status: outcome,
          reason,
          expires_on: expiresOn,
          created_at: new Date(uploadedAt),
          reviewed_at: reviewedAt === null ? null : new Date(reviewedAt),
          reviewed_by: reviewedAt === null ? null : reviewer.id,
          reviewed_by_name: reviewedAt === null ? '' : reviewer.name,
        });
        audit.push({
          agency_id: agencyId,
          applicant_id: a.id,
          action: 'uploaded',
          form: null,
          version: null,
          actor_kind: 'applicant',
          actor_id: a.id,
          actor_name: name,
          ip: applicantIp,
          user_agent: APPLICANT_USER_AGENT,
          detail: uploadedDetail(fileName, type, bytes.byteLength),
          at: new Date(uploadedAt),
        });
        if (reviewedAt !== null)
          audit.push({
            agency_id: agencyId,
            applicant_id: a.id,
            action: outcome === 'approved' ? 'approved' : 'changes-requested',
            form: null,
            version: null,
            actor_kind: 'staff',
            actor_id: reviewer.id,
            actor_name: reviewer.name,
            ip: staffIp,
            user_agent: STAFF_USER_AGENT,
            detail: reviewAuditDetail(item.label, fileName, reason),
            at: new Date(reviewedAt),
          });
      });
    }
  }
  if (files.length === 0) return { applicants: 0, files: 0 };

  // The bytes first (as storeUpload: the store may be S3), then the rows, a statement per table.
  for (const upload of uploads)
    await blobs.put(upload.blob_key, upload.bytes, { contentType: upload.content_type, agencyId });
  await insertRowsAsJson(
    db,
    'onboarding_uploads',
    uploads.map(({ bytes: _bytes, ...row }) => row),
  );
  await insertRowsAsJson(db, 'upload_requirement_files', files);
  await insertRowsAsJson(
    db,
    'onboarding_audit',
    audit.sort((x, y) => x.at.getTime() - y.at.getTime()),
  );

  // The credential expiries, by the service's own rule (per requirement, the latest file not rejected).
  for (const applicantId of new Set(files.map((file) => file.applicant_id)))
    await syncExpiries(db, agencyId, applicantId);
  return { applicants: seeded.size, files: files.length };
}
