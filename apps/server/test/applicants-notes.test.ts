import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  pathOf,
  type ApiErrorBody,
  type ApplicantActivity,
  type ApplicantNote,
  type ApplicantStatus,
} from '@agency/api-client/contract';
import { agencyIdOf } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, decodeJwt, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

type Who = 'recruiter' | 'recruiter2' | 'supervisor' | 'administrator' | 'applicant' | 'acme';
const PIN_MESSAGE =
  'Only the recruiter who owns this applicant, or a supervisor, manager, administrator or admin, can pin or unpin its notes.';

describe.each(DB_KINDS)('applicant notes on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let demo: number;
  let acme: number;
  const token = {} as Record<Who, string>;
  const rid = {} as Record<Who, number>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    demo = await agencyIdOf(db, 'demo');
    acme = await agencyIdOf(db, 'acme');
    await addStaff(s.app, 'demo', {
      email: 'rachel@demo.test',
      firstName: 'Rachel',
      lastName: 'Second',
      roles: ['recruiter'],
    });
    const logins: [Who, string, string?][] = [
      ['recruiter', 'recruiter@demo.test'],
      ['recruiter2', 'rachel@demo.test'],
      ['supervisor', 'supervisor@demo.test'],
      ['administrator', 'administrator@demo.test'],
      ['applicant', 'applicant@demo.test'],
      ['acme', 'owner@acme.test', 'acme'],
    ];
    for (const [who, email, old] of logins) {
      token[who] = (await signIn(s, email, PASSWORD, old)).access_token;
      const claim = decodeJwt(token[who]).payload.recruiter as { RecruiterId: number } | undefined;
      if (claim) rid[who] = claim.RecruiterId;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  let serial = 0;
  async function applicant(owner: number | null, agencyId = demo, archived = false, status: ApplicantStatus = 'lead') {
    serial += 1;
    const row = await db
      .insertInto('applicants')
      .values({
        agency_id: agencyId,
        user_id: null,
        first_name: 'Nora',
        last_name: `Notes${serial}`,
        email: `nora.${serial}@notes.test`,
        status,
        owner_id: owner,
        archived_at: archived ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const notesOf = (who: Who, id: number | string) =>
    http<ApplicantNote[] & ApiErrorBody>(s, 'GET', pathOf(API_CALLS.listApplicantNotes, { id }), { token: token[who] });
  const add = (who: Who, id: number | string, body: unknown) =>
    http<ApplicantNote & ApiErrorBody>(s, 'POST', pathOf(API_CALLS.addApplicantNote, { id }), {
      token: token[who],
      body,
    });
  const edit = (who: Who, id: number | string, noteId: number | string, body: unknown) =>
    http<ApplicantNote & ApiErrorBody>(s, 'PUT', pathOf(API_CALLS.updateApplicantNote, { id, noteId }), {
      token: token[who],
      body,
    });

  it('any staff member adds a note (201, author, times) and an activity row of kind note', async () => {
    const id = await applicant(rid.recruiter2);
    const result = await add('recruiter', id, { Text: '  Prefers nights; call after 4 pm.  ' });
    expect(result.status).toBe(201);
    expect(result.json).toMatchObject({
      Text: 'Prefers nights; call after 4 pm.',
      Pinned: false,
      AuthorId: rid.recruiter,
      AuthorName: 'Rita Recruiter',
    });
    expect(result.json.CreatedAt).toBe(result.json.UpdatedAt);
    const activity = await http<ApplicantActivity[]>(s, 'GET', pathOf(API_CALLS.listApplicantActivity, { id }), {
      token: token.supervisor,
    });
    expect(activity.json).toEqual([
      expect.objectContaining({
        Kind: 'note',
        Text: 'Prefers nights; call after 4 pm.',
        ActorName: 'Rita Recruiter',
        ApplicantName: `Nora Notes${serial}`,
        From: null,
        To: null,
        Reason: null,
      }),
    ]);
  });

  it('lists pinned first, then newest first', async () => {
    const id = await applicant(null);
    const first = (await add('supervisor', id, { Text: 'first' })).json;
    const pinned = (await add('supervisor', id, { Text: 'pinned', Pinned: true })).json;
    const third = (await add('recruiter', id, { Text: 'third' })).json;
    // Spread their times so "newest" does not rest on insertion order within one millisecond.
    for (const [noteId, at] of [
      [first.NoteId, '2026-01-01T10:00:00Z'],
      [pinned.NoteId, '2026-01-01T09:00:00Z'],
      [third.NoteId, '2026-01-02T10:00:00Z'],
    ] as const)
      await db.updateTable('applicant_notes').set({ created_at: at }).where('id', '=', noteId).execute();
    const list = await notesOf('recruiter2', id);
    expect(list.status).toBe(200);
    expect(list.json.map((note) => [note.Text, note.Pinned])).toEqual([
      ['pinned', true],
      ['third', false],
      ['first', false],
    ]);
    expect((await notesOf('recruiter', await applicant(null))).json).toEqual([]);
  });

  it('text only by its author; the pin by whoever may edit the applicant; Pinned left out keeps the pin', async () => {
    const id = await applicant(rid.recruiter2);
    const note = (await add('recruiter', id, { Text: 'Rita wrote this' })).json;
    // Rita (author, not the owner) edits her text.
    const edited = await edit('recruiter', id, note.NoteId, { Text: 'Rita wrote this, edited' });
    expect([edited.status, edited.json.Text, edited.json.Pinned]).toEqual([200, 'Rita wrote this, edited', false]);
    // She may not pin it: the applicant is Rachel's.
    const pin = await edit('recruiter', id, note.NoteId, { Text: 'Rita wrote this, edited', Pinned: true });
    expect([pin.status, pin.json.Code, pin.json.Message]).toEqual([403, 'forbidden', PIN_MESSAGE]);
    // Rachel (owner) pins it but may not change its text.
    const pinned = await edit('recruiter2', id, note.NoteId, { Text: 'Rita wrote this, edited', Pinned: true });
    expect([pinned.status, pinned.json.Pinned, pinned.json.AuthorName]).toEqual([200, true, 'Rita Recruiter']);
    const rewrite = await edit('recruiter2', id, note.NoteId, { Text: 'Rachel rewrote it', Pinned: true });
    expect([rewrite.status, rewrite.json.Message]).toEqual([403, 'Only the author of a note can change its text.']);
    const supervisorRewrite = await edit('supervisor', id, note.NoteId, { Text: 'Sam rewrote it' });
    expect(supervisorRewrite.status).toBe(403);
    // The author edits the text again without Pinned: still pinned.
    const kept = await edit('recruiter', id, note.NoteId, { Text: 'Final words' });
    expect([kept.json.Text, kept.json.Pinned]).toEqual(['Final words', true]);
    // A supervisor unpins anyone's note.
    const unpinned = await edit('supervisor', id, note.NoteId, { Text: 'Final words', Pinned: false });
    expect([unpinned.status, unpinned.json.Pinned]).toEqual([200, false]);
    const stored = await db
      .selectFrom('applicant_notes')
      .selectAll()
      .where('id', '=', note.NoteId)
      .executeTakeFirstOrThrow();
    expect([stored.text, stored.pinned, stored.author_id]).toEqual(['Final words', false, rid.recruiter]);
  });

  it('adding a pinned note needs the right to edit the applicant', async () => {
    const others = await applicant(rid.recruiter2);
    const refused = await add('recruiter', others, { Text: 'pin me', Pinned: true });
    expect([refused.status, refused.json.Message]).toEqual([403, PIN_MESSAGE]);
    expect((await notesOf('supervisor', others)).json).toEqual([]);
    const unassigned = await applicant(null);
    expect((await add('recruiter', unassigned, { Text: 'pin me', Pinned: true })).json.Pinned).toBe(true);
  });

  it("404 for a note of another applicant, another agency's applicant, or an unknown id", async () => {
    const a = await applicant(null);
    const b = await applicant(null);
    const note = (await add('supervisor', a, { Text: 'on a' })).json;
    const wrongApplicant = await edit('supervisor', b, note.NoteId, { Text: 'moved?' });
    expect([wrongApplicant.status, wrongApplicant.json.Message]).toEqual([404, 'Note not found.']);
    for (const noteId of ['abc', '0', '99999999999', 2_000_000_000]) {
      const result = await edit('supervisor', a, noteId, { Text: 'x' });
      expect([result.status, result.json.Code], String(noteId)).toEqual([404, 'not_found']);
    }
    const acmeApplicant = await applicant(null, acme);
    for (const result of [
      await notesOf('supervisor', acmeApplicant),
      await add('supervisor', acmeApplicant, { Text: 'sneaky' }),
      await edit('acme', a, note.NoteId, { Text: 'sneaky' }),
      await notesOf('acme', a),
      await http<ApiErrorBody>(s, 'GET', pathOf(API_CALLS.listApplicantActivity, { id: a }), { token: token.acme }),
    ])
      expect([result.status, result.json.Message]).toEqual([404, 'Applicant not found.']);
    expect(
      (await db.selectFrom('applicant_notes').select('text').where('id', '=', note.NoteId).executeTakeFirstOrThrow())
        .text,
    ).toBe('on a');
  });

  it('archived applicants: hidden below administrator, read-only for administrators', async () => {
    const id = await applicant(null, demo, true);
    expect((await notesOf('supervisor', id)).status).toBe(404);
    expect((await notesOf('administrator', id)).status).toBe(200);
    const add409 = await add('administrator', id, { Text: 'too late' });
    expect([add409.status, add409.json.Code]).toEqual([409, 'applicant_archived']);
  });

  it('bad bodies are 400 with the form messages; applicant tokens 403', async () => {
    const id = await applicant(null);
    const note = (await add('supervisor', id, { Text: 'fine' })).json;
    const cases: [unknown, Record<string, string> | undefined][] = [
      [{}, { Text: 'Note is required' }],
      [{ Text: '   ' }, { Text: 'Note is required' }],
      [{ Text: 'x'.repeat(4001) }, { Text: 'Note must be at most 4000 characters' }],
      [{ Text: 42 }, undefined],
      [{ Text: ['a'] }, undefined],
      [{ Text: 'ok', Pinned: { yes: true } }, undefined],
      [{ Text: 'ok', Pinned: 'maybe' }, undefined],
      [[], undefined],
      [null, undefined],
    ];
    for (const [body, errors] of cases) {
      for (const result of [await add('supervisor', id, body), await edit('supervisor', id, note.NoteId, body)]) {
        expect(result.status, JSON.stringify(body)).toBe(400);
        if (errors) expect(result.json.Errors).toEqual(errors);
      }
    }
    expect((await add('supervisor', id, { Text: 'x'.repeat(4000) })).status).toBe(201);
    expect((await notesOf('applicant', id)).status).toBe(403);
    expect((await add('applicant', id, { Text: 'hi' })).status).toBe(403);
    expect((await edit('applicant', id, note.NoteId, { Text: 'hi' })).status).toBe(403);
  });
});
