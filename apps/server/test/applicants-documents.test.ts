import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  RESUME_MAX_BYTES,
  pathOf,
  type ApiErrorBody,
  type Applicant,
  type ApplicantDocument,
} from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A ZIP archive (stored, not compressed) holding these entries, as a word processor writes one. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
const DOCX = zip({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document><w:body><w:p>Resume</w:p></w:body></w:document>',
});
const XLSX = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

describe.each(DB_KINDS)('applicant documents on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'other' | 'supervisor' | 'admin' | 'acme', string>;
  const rid = {} as Record<'recruiter' | 'other', number>;

  /** A raw upload (fetch: the body as given, chunked when it is a stream). */
  const upload = (
    who: keyof typeof token,
    id: number,
    body: Buffer | Readable,
    fileName: string,
    type = 'application/pdf',
  ) =>
    fetch(`${s.baseUrl}${pathOf(API_CALLS.uploadApplicantResume, { id })}?fileName=${encodeURIComponent(fileName)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token[who]}`, 'content-type': type },
      body: body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : body,
      ...(body instanceof Readable ? { duplex: 'half' } : {}),
    } as RequestInit).then(async (response) => ({
      status: response.status,
      json: (await response.json()) as ApplicantDocument & ApiErrorBody,
    }));
  const download = (who: keyof typeof token, id: number, documentId: number) =>
    fetch(`${s.baseUrl}${pathOf(API_CALLS.downloadApplicantDocument, { id, documentId })}`, {
      headers: { authorization: `Bearer ${token[who]}` },
    });
  const newApplicant = async (who: keyof typeof token, extra: Record<string, unknown> = {}) => {
    const n = Math.random().toString(36).slice(2, 8);
    const result = await http<Applicant>(s, 'POST', API_CALLS.createApplicant.path, {
      token: token[who],
      body: { FirstName: `Doc${n}`, LastName: `Holder${n}`, Email: `doc.${n}@example.com`, ...extra },
    });
    expect(result.status).toBe(201);
    return result.json;
  };

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    rid.other = (
      await addStaff(s.app, 'demo', {
        email: 'other@demo.test',
        firstName: 'Otto',
        lastName: 'Other',
        roles: ['recruiter'],
      })
    ).recruiterId;
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.other = (await signIn(s, 'other@demo.test')).access_token;
    token.supervisor = (await signIn(s, 'supervisor@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
    rid.recruiter = (
      await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('u.email', '=', 'recruiter@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('accepts PDF, DOC and DOCX by their content, whatever the name or the declared type, and serves them back', async () => {
    const a = await newApplicant('recruiter');
    const cases: [Buffer, string, string, string, string][] = [
      [PDF, 'Resume 2030.pdf', 'application/pdf', 'application/pdf', 'Resume 2030.pdf'],
      [DOC, 'cv.doc', 'application/octet-stream', 'application/msword', 'cv.doc'],
      // DOCX bytes named .pdf (and sent as a PDF): accepted as what they are, named so.
      [DOCX, 'cv.pdf', 'application/pdf', DOCX_TYPE, 'cv.docx'],
      [PDF, '../../etc/passwd', 'image/png', 'application/pdf', 'passwd.pdf'],
      [DOCX, 'Lebenslauf Müller "final".docx', DOCX_TYPE, DOCX_TYPE, 'Lebenslauf Müller final.docx'],
    ];
    let previous: number | null = null;
    for (const [bytes, name, type, stored, storedName] of cases) {
      const result = await upload('recruiter', a.ApplicantId, bytes, name, type);
      expect({ name, status: result.status }).toEqual({ name, status: 200 });
      expect(result.json).toMatchObject({
        Kind: 'resume',
        FileName: storedName,
        ContentType: stored,
        Size: bytes.length,
        UploadedBy: 'Rita Recruiter',
      });
      const file = await download('supervisor', a.ApplicantId, result.json.DocumentId);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(stored);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="${storedName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(storedName)}`,
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
      // The new resume replaces the previous one: one current document, the record's Resume.
      const documents = await http<ApplicantDocument[]>(
        s,
        'GET',
        pathOf(API_CALLS.listApplicantDocuments, { id: a.ApplicantId }),
        {
          token: token.recruiter,
        },
      );
      expect(documents.json).toEqual([result.json]);
      const record = await http<Applicant>(s, 'GET', pathOf(API_CALLS.getApplicant, { id: a.ApplicantId }), {
        token: token.recruiter,
      });
      expect(record.json.Resume).toEqual(result.json);
      if (previous !== null) expect(result.json.DocumentId).not.toBe(previous);
      previous = result.json.DocumentId;
    }
    const kinds = await db
      .selectFrom('applicant_activity')
      .select(['kind', 'text', 'actor_name'])
      .where('applicant_id', '=', a.ApplicantId)
      .where('kind', '=', 'document')
      .orderBy('id')
      .execute();
    expect(kinds.map((row) => row.text)).toEqual([
      'Resume uploaded: Resume 2030.pdf (PDF)',
      'Resume uploaded: cv.doc (DOC)',
      'Resume uploaded: cv.docx (DOCX)',
      'Resume uploaded: passwd.pdf (PDF)',
      'Resume uploaded: Lebenslauf Müller final.docx (DOCX)',
    ]);
    const replaced = await db
      .selectFrom('applicant_documents')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('applicant_id', '=', a.ApplicantId)
      .where('replaced_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(replaced.count)).toBe(4);
  });

  it('refuses other files by content (400 invalid_file_type) and files over 10 MB (413 file_too_large)', async () => {
    const a = await newApplicant('recruiter');
    for (const [bytes, name] of [
      [EXE, 'resume.pdf'],
      [XLSX, 'resume.docx'],
      [Buffer.from('just text, not a resume'), 'resume.doc'],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'resume.docx'],
      [Buffer.alloc(0), 'empty.pdf'],
    ] as const) {
      const result = await upload('recruiter', a.ApplicantId, bytes, name);
      expect({ name, status: result.status, code: result.json.Code }).toEqual({
        name,
        status: 400,
        code: 'invalid_file_type',
      });
    }
    expect((await upload('recruiter', a.ApplicantId, EXE, 'x.pdf')).json.Message).toBe(
      'The resume must be a PDF, DOC or DOCX file.',
    );

    const tooLarge = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const declared = await upload('recruiter', a.ApplicantId, tooLarge, 'big.pdf');
    expect(declared).toEqual({
      status: 413,
      json: { Code: 'file_too_large', Message: 'The resume must be at most 10 MB.' },
    });
    // Sent in chunks without a length: stopped at the limit all the same.
    const chunked = await upload(
      'recruiter',
      a.ApplicantId,
      Readable.from([tooLarge.subarray(0, 6_000_000), tooLarge.subarray(6_000_000)]),
      'big.pdf',
    );
    expect(chunked).toEqual({
      status: 413,
      json: { Code: 'file_too_large', Message: 'The resume must be at most 10 MB.' },
    });
    // Nothing refused was stored.
    const documents = await db
      .selectFrom('applicant_documents')
      .select('file_name')
      .where('applicant_id', '=', a.ApplicantId)
      .execute();
    expect(documents).toEqual([]);
    // Other routes keep the server's JSON limits and types.
    const json = await fetch(`${s.baseUrl}${pathOf(API_CALLS.updateApplicant, { id: a.ApplicantId })}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token.recruiter}`, 'content-type': 'application/pdf' },
      body: PDF,
    });
    expect(json.status).toBe(415);
  });

  // A 10 MB blob takes long to store on PGlite (tens of seconds on a busy machine): a test of its own, with time.
  it('accepts a resume of exactly 10 MB', { timeout: 60_000 }, async () => {
    const a = await newApplicant('recruiter');
    const atLimit = await upload(
      'recruiter',
      a.ApplicantId,
      Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES - PDF.length, 0x20)]),
      'limit.pdf',
    );
    expect([atLimit.status, atLimit.json.Size, atLimit.json.FileName]).toEqual([200, RESUME_MAX_BYTES, 'limit.pdf']);
  });

  it('lets only those who may edit the applicant upload; a recruiter uploading to an unassigned one takes it', async () => {
    const owned = await newApplicant('recruiter');
    const refused = await upload('other', owned.ApplicantId, PDF, 'x.pdf');
    expect([refused.status, refused.json.Code]).toEqual([403, 'forbidden']);
    expect((await upload('supervisor', owned.ApplicantId, PDF, 'x.pdf')).status).toBe(200);

    const free = await newApplicant('supervisor', { OwnerId: null });
    expect((await upload('other', free.ApplicantId, PDF, 'x.pdf')).status).toBe(200);
    const record = await http<Applicant>(s, 'GET', pathOf(API_CALLS.getApplicant, { id: free.ApplicantId }), {
      token: token.other,
    });
    expect(record.json.Owner).toEqual({ RecruiterId: rid.other, Name: 'Otto Other' });
  });

  it("answers 404 for another agency's applicant or document, and for a document of another applicant", async () => {
    const a = await newApplicant('recruiter');
    const b = await newApplicant('recruiter');
    const stored = (await upload('recruiter', a.ApplicantId, PDF, 'a.pdf')).json;
    const acmeUpload = await upload('acme', a.ApplicantId, PDF, 'x.pdf');
    expect([acmeUpload.status, acmeUpload.json.Code]).toEqual([404, 'not_found']);
    expect((await download('acme', a.ApplicantId, stored.DocumentId)).status).toBe(404);
    const list = await http(s, 'GET', pathOf(API_CALLS.listApplicantDocuments, { id: a.ApplicantId }), {
      token: token.acme,
    });
    expect(list.status).toBe(404);
    expect((await download('recruiter', b.ApplicantId, stored.DocumentId)).status).toBe(404);
    expect((await download('recruiter', a.ApplicantId, 999_999)).status).toBe(404);
    expect(
      (
        await fetch(`${s.baseUrl}/api/applicants/${a.ApplicantId}/documents/abc`, {
          headers: { authorization: `Bearer ${token.recruiter}` },
        })
      ).status,
    ).toBe(404);
    // Archived: hidden from those who cannot see archived applicants.
    await http(s, 'DELETE', pathOf(API_CALLS.archiveApplicant, { id: a.ApplicantId }), { token: token.admin });
    expect((await download('recruiter', a.ApplicantId, stored.DocumentId)).status).toBe(404);
    expect((await download('admin', a.ApplicantId, stored.DocumentId)).status).toBe(200);
    // And changes wait for a restore.
    const archivedUpload = await upload('admin', a.ApplicantId, PDF, 'late.pdf');
    expect([archivedUpload.status, archivedUpload.json.Code]).toEqual([409, 'applicant_archived']);
  });
});
