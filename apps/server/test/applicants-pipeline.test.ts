import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  APPLICANT_STATUS_KEYS,
  BULK_MAX_APPLICANTS,
  pathOf,
  type ApiErrorBody,
  type Applicant,
  type ApplicantActivity,
  type ApplicantStatus,
  type BulkResult,
} from '@agency/api-client/contract';
import { statusChangeSchema, validateValues } from '@agency/forms/schemas';
import { agencyIdOf } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, decodeJwt, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

// The transitions table of docs/applicants.md, written out here (not read from the contract) so that a
// change of the contract's table shows up as a failing test. Kind decides who may make the move.
type Kind = 'forward' | 'back' | 'reopen' | 'reject-accepted';
const TABLE: Record<ApplicantStatus, Partial<Record<ApplicantStatus, Kind>>> = {
  lead: { 'paper-screened': 'forward', rejected: 'forward' },
  'paper-screened': { 'phone-screened': 'forward', rejected: 'forward', lead: 'back' },
  'phone-screened': { 'final-interview': 'forward', rejected: 'forward', 'paper-screened': 'back' },
  'final-interview': { offered: 'forward', rejected: 'forward', 'phone-screened': 'back' },
  offered: { accepted: 'forward', refused: 'forward', rejected: 'forward', 'final-interview': 'back' },
  accepted: { rejected: 'reject-accepted', offered: 'back' },
  refused: { offered: 'back', lead: 'reopen' },
  rejected: { lead: 'reopen' },
};
const SUPERVISORS = 'a supervisor, manager, administrator or admin';
const KIND_403: Record<Exclude<Kind, 'forward'>, string> = {
  back: `Only ${SUPERVISORS} can move an applicant back a step.`,
  reopen: `Only ${SUPERVISORS} can re-open an applicant.`,
  'reject-accepted': `Only ${SUPERVISORS} can reject an accepted applicant.`,
};
const NOT_YOURS = `Only the recruiter who owns this applicant, or ${SUPERVISORS}, can change it.`;
/** A valid body for a move to `to` (a reason where one is needed). */
const bodyFor = (to: ApplicantStatus) =>
  to === 'rejected' || to === 'refused' ? { To: to, Reason: 'other' } : { To: to };

/** The message the shared schema gives for the Reason of this body. */
function schemaMessage(body: object): string {
  const result = validateValues(statusChangeSchema, body);
  if (result.ok) throw new Error('expected the schema to refuse the body');
  return result.errors.Reason!;
}

type Who = 'recruiter' | 'recruiter2' | 'supervisor' | 'manager' | 'administrator' | 'admin';

describe.each(DB_KINDS)('applicant pipeline on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let demo: number;
  let acme: number;
  const token = {} as Record<Who | 'applicant' | 'acme', string>;
  const rid = {} as Record<Who | 'inactive' | 'acme', number>;

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
    const inactive = await addStaff(s.app, 'demo', {
      email: 'gone@demo.test',
      firstName: 'Gina',
      lastName: 'Gone',
      roles: ['recruiter'],
    });
    await db.updateTable('users').set({ is_active: false }).where('id', '=', inactive.userId).execute();
    rid.inactive = inactive.recruiterId;
    const logins: [Who | 'applicant' | 'acme', string, string?][] = [
      ['recruiter', 'recruiter@demo.test'],
      ['recruiter2', 'rachel@demo.test'],
      ['supervisor', 'supervisor@demo.test'],
      ['manager', 'manager@demo.test'],
      ['administrator', 'administrator@demo.test'],
      ['admin', 'admin@demo.test'],
      ['applicant', 'applicant@demo.test'],
      ['acme', 'owner@acme.test', 'acme'],
    ];
    for (const [who, email, old] of logins) {
      token[who] = (await signIn(s, email, PASSWORD, old)).access_token;
      const claim = decodeJwt(token[who]).payload.recruiter as { RecruiterId: number } | undefined;
      if (claim && who !== 'applicant') rid[who as Who | 'acme'] = claim.RecruiterId;
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  let serial = 0;
  /** Inserts applicants (status, owner) into an agency; their ids in order. */
  async function insert(
    rows: { status: ApplicantStatus; owner?: number | null; archived?: boolean }[],
    agencyId = demo,
  ): Promise<number[]> {
    const inserted = await db
      .insertInto('applicants')
      .values(
        rows.map((row) => {
          serial += 1;
          return {
            agency_id: agencyId,
            user_id: null,
            first_name: 'Pat',
            last_name: `Pipeline${serial}`,
            email: `pat.${serial}@pipeline.test`,
            status: row.status,
            owner_id: row.owner ?? null,
            archived_at: row.archived ? new Date() : null,
          };
        }),
      )
      .returning('id')
      .execute();
    return inserted.map((row) => row.id);
  }
  const one = async (status: ApplicantStatus, owner: number | null = null, agencyId = demo) =>
    (await insert([{ status, owner }], agencyId))[0]!;

  const move = (who: keyof typeof token, id: number | string, body: unknown, headers?: Record<string, string>) =>
    http<Applicant & ApiErrorBody>(s, 'POST', pathOf(API_CALLS.changeApplicantStatus, { id }), {
      token: token[who],
      body,
      headers,
    });
  const activity = async (id: number) =>
    (
      await http<ApplicantActivity[]>(s, 'GET', pathOf(API_CALLS.listApplicantActivity, { id }), {
        token: token.supervisor,
      })
    ).json;
  const bulk = (who: keyof typeof token, body: unknown) =>
    http<BulkResult[] & ApiErrorBody>(s, 'POST', pathOf(API_CALLS.bulkUpdateApplicants), { token: token[who], body });

  describe('the transitions table, per role', () => {
    // Each actor tries every pair (from, to); an applicant per attempt, owned as the case says.
    const actors: { name: string; who: Who; owner: () => number | null; expect: (k: Kind | undefined) => number }[] = [
      {
        name: 'a recruiter, own applicant',
        who: 'recruiter',
        owner: () => rid.recruiter,
        expect: (k) => (k === undefined ? 409 : k === 'forward' ? 200 : 403),
      },
      {
        name: 'a recruiter, unassigned applicant',
        who: 'recruiter',
        owner: () => null,
        expect: (k) => (k === undefined ? 409 : k === 'forward' ? 200 : 403),
      },
      {
        name: "a recruiter, another recruiter's applicant",
        who: 'recruiter',
        owner: () => rid.recruiter2,
        expect: (k) => (k === undefined ? 409 : 403),
      },
      {
        name: "a supervisor, someone's applicant",
        who: 'supervisor',
        owner: () => rid.recruiter,
        expect: (k) => (k === undefined ? 409 : 200),
      },
      { name: 'a supervisor, unassigned', who: 'supervisor', owner: () => null, expect: (k) => (k ? 200 : 409) },
      {
        name: "an administrator, someone's applicant",
        who: 'administrator',
        owner: () => rid.recruiter2,
        expect: (k) => (k ? 200 : 409),
      },
    ];

    it.each(actors)('$name: every move of the table allowed or refused as designed', async (actor) => {
      const pairs = APPLICANT_STATUS_KEYS.flatMap((from) => APPLICANT_STATUS_KEYS.map((to) => ({ from, to })));
      const ids = await insert(pairs.map(({ from }) => ({ status: from, owner: actor.owner() })));
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const [i, { from, to }] of pairs.entries()) {
        const moveKind = TABLE[from][to];
        const result = await move(actor.who, ids[i]!, bodyFor(to));
        outcomes.push(`${from} → ${to}: ${result.status}`);
        expected.push(`${from} → ${to}: ${actor.expect(moveKind)}`);
        if (result.status === 200) {
          expect(result.json.Status).toBe(to);
        } else if (result.status === 409) {
          expect(result.json.Code).toBe('transition_not_allowed');
        } else if (result.status === 403) {
          expect(result.json.Code).toBe('forbidden');
          const owned = actor.owner() === null || actor.owner() === rid[actor.who];
          expect(result.json.Message).toBe(
            owned && moveKind && moveKind !== 'forward' ? KIND_403[moveKind] : NOT_YOURS,
          );
        }
      }
      expect(outcomes).toEqual(expected);
      // Refused moves change nothing; allowed ones leave the applicant in the new status.
      const rows = await db.selectFrom('applicants').select(['id', 'status']).where('id', 'in', ids).execute();
      const status = new Map(rows.map((row) => [row.id, row.status]));
      for (const [i, { from, to }] of pairs.entries())
        expect(status.get(ids[i]!), `${from} → ${to}`).toBe(actor.expect(TABLE[from][to]) === 200 ? to : from);
    });

    it('a manager and an admin make the supervisor moves too (re-open, back, reject accepted)', async () => {
      for (const who of ['manager', 'admin'] as const) {
        const [rejected, accepted, offered] = await insert([
          { status: 'rejected', owner: rid.recruiter },
          { status: 'accepted', owner: rid.recruiter },
          { status: 'offered', owner: rid.recruiter },
        ]);
        expect((await move(who, rejected!, { To: 'lead' })).json.Status).toBe('lead');
        expect((await move(who, accepted!, { To: 'rejected', Reason: 'failed-screening' })).json.Status).toBe(
          'rejected',
        );
        expect((await move(who, offered!, { To: 'final-interview' })).json.Status).toBe('final-interview');
      }
    });
  });

  describe('messages', () => {
    it('409 names the moves the caller may make, in table order', async () => {
      const cases: [Who, ApplicantStatus, ApplicantStatus, string][] = [
        ['recruiter', 'lead', 'offered', 'Moves from New Lead: Pre-screened, Rejected.'],
        ['recruiter', 'offered', 'lead', 'Moves from Offered: Accepted, Refused, Rejected.'],
        ['recruiter', 'accepted', 'lead', 'No moves from Accepted.'],
        ['recruiter', 'rejected', 'offered', 'No moves from Rejected.'],
        ['supervisor', 'paper-screened', 'offered', 'Moves from Pre-screened: Phone Screened, Rejected, New Lead.'],
        ['supervisor', 'accepted', 'lead', 'Moves from Accepted: Rejected, Offered.'],
        ['supervisor', 'refused', 'accepted', 'Moves from Refused: Offered, New Lead.'],
        ['supervisor', 'rejected', 'offered', 'Moves from Rejected: New Lead.'],
        ['supervisor', 'lead', 'lead', 'Moves from New Lead: Pre-screened, Rejected.'],
      ];
      for (const [who, from, to, message] of cases) {
        const result = await move(who, await one(from, who === 'recruiter' ? rid.recruiter : null), bodyFor(to));
        expect([result.status, result.json.Code, result.json.Message], `${who} ${from} → ${to}`).toEqual([
          409,
          'transition_not_allowed',
          message,
        ]);
      }
      // A recruiter on another recruiter's applicant may make no move at all.
      const others = await move('recruiter', await one('lead', rid.recruiter2), { To: 'offered' });
      expect(others.json.Message).toBe('No moves from New Lead.');
    });

    it('403 names who may make the move', async () => {
      const reopen = await move('recruiter', await one('rejected', rid.recruiter), { To: 'lead' });
      expect([reopen.status, reopen.json.Code, reopen.json.Message]).toEqual([
        403,
        'forbidden',
        'Only a supervisor, manager, administrator or admin can re-open an applicant.',
      ]);
      const back = await move('recruiter', await one('phone-screened', null), { To: 'paper-screened' });
      expect(back.json.Message).toBe(
        'Only a supervisor, manager, administrator or admin can move an applicant back a step.',
      );
      const rejectAccepted = await move('recruiter', await one('accepted', rid.recruiter), {
        To: 'rejected',
        Reason: 'failed-screening',
      });
      expect(rejectAccepted.json.Message).toBe(
        'Only a supervisor, manager, administrator or admin can reject an accepted applicant.',
      );
      const notYours = await move('recruiter', await one('lead', rid.recruiter2), { To: 'paper-screened' });
      expect([notYours.status, notYours.json.Message]).toEqual([
        403,
        'Only the recruiter who owns this applicant, or a supervisor, manager, administrator or admin, can change it.',
      ]);
    });
  });

  describe('reasons and bad bodies', () => {
    it('Rejected and Refused need a reason of their own list (400 with Errors.Reason)', async () => {
      const lead = await one('lead', rid.recruiter);
      const offered = await one('offered', rid.recruiter);
      // A missing reason gets the shared schema's own message (the Change Status dialog shows the same).
      const missing = schemaMessage({ To: 'rejected' });
      expect(missing).toMatch(/^(Reason is required|Choose a reason from the list)$/);
      const cases: [number, unknown, string][] = [
        [lead, { To: 'rejected' }, missing],
        [lead, { To: 'rejected', Reason: '' }, missing],
        [lead, { To: 'rejected', Reason: '   ' }, missing],
        [lead, { To: 'rejected', Reason: 'pay' }, 'Choose a reason from the list'],
        [offered, { To: 'refused' }, missing],
        [offered, { To: 'refused', Reason: 'not-qualified' }, 'Choose a reason from the list'],
      ];
      for (const [id, body, message] of cases) {
        const result = await move('recruiter', id, body);
        expect([result.status, result.json.Code, result.json.Errors], JSON.stringify(body)).toEqual([
          400,
          'validation_failed',
          { Reason: message },
        ]);
      }
      // Nothing moved.
      const rows = await db.selectFrom('applicants').select('status').where('id', 'in', [lead, offered]).execute();
      expect(rows.map((row) => row.status).sort()).toEqual(['lead', 'offered']);
      // Every reason of each list is accepted.
      for (const reason of ['pay', 'location', 'start-date', 'accepted-other-offer', 'other']) {
        const result = await move('recruiter', await one('offered', rid.recruiter), { To: 'refused', Reason: reason });
        expect([result.status, result.json.Status], reason).toEqual([200, 'refused']);
      }
      for (const reason of [
        'not-qualified',
        'licence-issue',
        'failed-screening',
        'no-response',
        'duplicate',
        'withdrew',
      ]) {
        const result = await move('recruiter', await one('lead', rid.recruiter), { To: 'rejected', Reason: reason });
        expect([result.status, result.json.Status], reason).toEqual([200, 'rejected']);
      }
    });

    it('bad bodies and ids are 400 or 404, never 500', async () => {
      const id = await one('lead', rid.recruiter);
      const bodies: [unknown, number, string | undefined][] = [
        [{}, 400, 'To'],
        [{ To: 'nowhere' }, 400, 'To'],
        [{ To: 42 }, 400, 'To'],
        [{ To: { key: 'lead' } }, 400, 'To'],
        [{ To: ['paper-screened'] }, 400, 'To'],
        [{ To: null }, 400, 'To'],
        [{ To: 'paper-screened', Note: 'x'.repeat(4001) }, 400, 'Note'],
        [{ To: 'paper-screened', Note: { text: 'x' } }, 400, 'Note'],
        [{ To: 'rejected', Reason: ['other'] }, 400, 'Reason'],
        [[{ To: 'paper-screened' }], 400, undefined],
        ['paper-screened', 400, undefined],
        [null, 400, undefined],
      ];
      for (const [body, status, field] of bodies) {
        const result = await move('recruiter', id, body);
        expect(result.status, JSON.stringify(body)).toBe(status);
        if (field) expect(Object.keys(result.json.Errors ?? {}), JSON.stringify(body)).toContain(field);
      }
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
        const result = await move('supervisor', bad, { To: 'paper-screened' });
        expect([result.status, result.json.Code], bad).toEqual([404, 'not_found']);
      }
      expect((await move('supervisor', 2_000_000_000, { To: 'paper-screened' })).status).toBe(404);
      const unchanged = await db
        .selectFrom('applicants')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(unchanged.status).toBe('lead');
    });
  });

  describe('what a move writes', () => {
    it('the status, its time and a history row (from, to, reason, note, who) in one go; the full record back', async () => {
      const id = await one('offered', rid.recruiter2);
      const longAgo = new Date('2020-01-01T00:00:00.000Z');
      await db
        .updateTable('applicants')
        .set({ status_changed_at: longAgo, updated_at: longAgo })
        .where('id', '=', id)
        .execute();
      const result = await move('supervisor', id, {
        To: 'refused',
        Reason: ' pay ',
        Note: '  Wants $5 more an hour.  ',
      });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        ApplicantId: id,
        Status: 'refused',
        Owner: { RecruiterId: rid.recruiter2, Name: 'Rachel Second' },
        LastName: expect.stringMatching(/^Pipeline/),
        ArchivedAt: null,
      });
      // Both times are the move's: the moment of the transaction that wrote the history row.
      expect(result.json.StatusChangedAt).not.toBe(longAgo.toISOString());
      expect(result.json.UpdatedAt).toBe(result.json.StatusChangedAt);
      const history = await activity(id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        ApplicantId: id,
        ApplicantName: expect.stringMatching(/^Pat Pipeline\d+$/),
        Kind: 'status',
        ActorName: 'Sam Supervisor',
        From: 'offered',
        To: 'refused',
        Reason: 'pay',
        Text: 'Wants $5 more an hour.',
      });
      expect(history[0]!.At).toBe(result.json.StatusChangedAt);
      const row = await db
        .selectFrom('applicant_activity')
        .selectAll()
        .where('applicant_id', '=', id)
        .executeTakeFirstOrThrow();
      expect([row.agency_id, row.actor_id]).toEqual([demo, rid.supervisor]);

      // A second move: newest first; a reason sent with a move that needs none is not kept.
      await move('supervisor', id, { To: 'offered', Reason: 'pay', Note: '' });
      const again = await activity(id);
      expect(again.map((entry) => [entry.From, entry.To, entry.Reason, entry.Text])).toEqual([
        ['refused', 'offered', null, ''],
        ['offered', 'refused', 'pay', 'Wants $5 more an hour.'],
      ]);
    });

    it('concurrent moves of one applicant happen one after the other (the row lock): one wins, the rest get 409', async () => {
      const id = await one('lead', rid.recruiter);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => move('recruiter', id, { To: 'paper-screened' })),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const result of results.filter((r) => r.status === 409))
        expect(result.json.Message).toBe('Moves from Pre-screened: Phone Screened, Rejected.');
      expect((await activity(id)).map((entry) => [entry.From, entry.To])).toEqual([['lead', 'paper-screened']]);
    });

    it('a recruiter moving an unassigned applicant takes it (an assigned row too); a supervisor does not', async () => {
      const id = await one('lead', null);
      const taken = await move('recruiter', id, { To: 'paper-screened' });
      expect(taken.json.Owner).toEqual({ RecruiterId: rid.recruiter, Name: 'Rita Recruiter' });
      const history = await activity(id);
      expect(history.map((entry) => [entry.Kind, entry.ActorName, entry.To])).toEqual([
        ['status', 'Rita Recruiter', 'paper-screened'],
        ['assigned', 'Rita Recruiter', null],
      ]);
      expect(history[1]!.Text).toBe('Assigned to Rita Recruiter (took the unassigned applicant)');
      // Now it is hers: the other recruiter may not move it.
      expect((await move('recruiter2', id, { To: 'phone-screened' })).status).toBe(403);

      const other = await one('lead', null);
      const bySupervisor = await move('supervisor', other, { To: 'paper-screened' });
      expect(bySupervisor.json.Owner).toBeNull();
      expect((await activity(other)).map((entry) => entry.Kind)).toEqual(['status']);
    });

    it('an archived applicant cannot be moved (409; 404 below administrator), and nothing is written', async () => {
      const [id] = await insert([{ status: 'lead', owner: rid.recruiter, archived: true }]);
      const result = await move('admin', id!, { To: 'paper-screened' });
      expect([result.status, result.json.Code, result.json.Message]).toEqual([
        409,
        'applicant_archived',
        'This applicant is archived. Restore it before changing it.',
      ]);
      for (const who of ['supervisor', 'recruiter'] as const) {
        const hidden = await move(who, id!, { To: 'paper-screened' });
        expect([hidden.status, hidden.json.Message], who).toEqual([404, 'Applicant not found.']);
      }
      const count = await db
        .selectFrom('applicant_activity')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('applicant_id', '=', id!)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });
  });

  describe('who may call', () => {
    it("another agency's applicant is 404 (never revealed), both ways", async () => {
      const acmeApplicant = await one('lead', null, acme);
      const fromDemo = await move('admin', acmeApplicant, { To: 'paper-screened' });
      expect([fromDemo.status, fromDemo.json.Code, fromDemo.json.Message]).toEqual([
        404,
        'not_found',
        'Applicant not found.',
      ]);
      const demoApplicant = await one('lead', null);
      const fromAcme = await move('acme', demoApplicant, { To: 'paper-screened' });
      expect(fromAcme.status).toBe(404);
      // Same answer as an id that does not exist at all.
      const missing = await move('admin', 2_000_000_000, { To: 'paper-screened' });
      expect(missing.json).toEqual(fromDemo.json);
      expect((await move('acme', acmeApplicant, { To: 'paper-screened' })).json.Status).toBe('paper-screened');
    });

    it('an applicant token gets 403; no token 401', async () => {
      const id = await one('lead', null);
      const asApplicant = await move('applicant', id, { To: 'paper-screened' });
      expect([asApplicant.status, asApplicant.json.Code]).toEqual([403, 'forbidden']);
      const anonymous = await http<ApiErrorBody>(s, 'POST', pathOf(API_CALLS.changeApplicantStatus, { id }), {
        body: { To: 'paper-screened' },
      });
      expect(anonymous.status).toBe(401);
      const bulkAsApplicant = await bulk('applicant', { ApplicantIds: [id], Action: { Kind: 'tag', Tag: 'x' } });
      expect(bulkAsApplicant.status).toBe(403);
    });
  });

  describe('bulk actions', () => {
    it('supervisors and above only', async () => {
      const id = await one('lead', rid.recruiter);
      const result = await bulk('recruiter', { ApplicantIds: [id], Action: { Kind: 'status', To: 'paper-screened' } });
      expect([result.status, result.json.Code, result.json.Message]).toEqual([
        403,
        'forbidden',
        'Only a supervisor, manager, administrator or admin can change several applicants at once.',
      ]);
      expect(
        (await db.selectFrom('applicants').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
      ).toBe('lead');
    });

    it('a status change: per-row results in the order given, each under the single call’s rules', async () => {
      const [lead, accepted, archived, otherLead] = await insert([
        { status: 'lead', owner: rid.recruiter },
        { status: 'accepted', owner: rid.recruiter },
        { status: 'lead', archived: true },
        { status: 'lead', owner: null },
      ]);
      const acmeLead = await one('lead', null, acme);
      const result = await bulk('supervisor', {
        ApplicantIds: [otherLead, acmeLead, lead, accepted, 2_000_000_000, archived, lead],
        Action: { Kind: 'status', To: 'paper-screened', Note: 'Batch screen' },
      });
      expect(result.status).toBe(200);
      expect(result.json).toEqual([
        { ApplicantId: otherLead, Ok: true, Message: 'Moved to Pre-screened.' },
        { ApplicantId: acmeLead, Ok: false, Message: 'Applicant not found.' },
        { ApplicantId: lead, Ok: true, Message: 'Moved to Pre-screened.' },
        { ApplicantId: accepted, Ok: false, Message: 'Moves from Accepted: Rejected, Offered.' },
        { ApplicantId: 2_000_000_000, Ok: false, Message: 'Applicant not found.' },
        // Archived applicants are hidden below administrator: absent, as for a list.
        { ApplicantId: archived, Ok: false, Message: 'Applicant not found.' },
      ]);
      const asAdmin = await bulk('admin', { ApplicantIds: [archived], Action: { Kind: 'tag', Tag: 'x' } });
      expect(asAdmin.json).toEqual([
        { ApplicantId: archived, Ok: false, Message: 'This applicant is archived. Restore it before changing it.' },
      ]);
      const statuses = await db
        .selectFrom('applicants')
        .select(['id', 'status'])
        .where('id', 'in', [lead!, accepted!, archived!, otherLead!, acmeLead])
        .execute();
      expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
        [lead!]: 'paper-screened',
        [accepted!]: 'accepted',
        [archived!]: 'lead',
        [otherLead!]: 'paper-screened',
        [acmeLead]: 'lead',
      });
      const history = await activity(lead!);
      expect(history.map((entry) => [entry.Kind, entry.From, entry.To, entry.Text, entry.ActorName])).toEqual([
        ['status', 'lead', 'paper-screened', 'Batch screen', 'Sam Supervisor'],
      ]);
      // A bulk rejection needs its reason like a single one.
      const noReason = await bulk('supervisor', { ApplicantIds: [lead], Action: { Kind: 'status', To: 'rejected' } });
      expect([noReason.status, noReason.json.Errors]).toEqual([400, { Reason: schemaMessage({ To: 'rejected' }) }]);
    });

    it('assign: an active staff member of the agency, or nobody', async () => {
      const [a, b] = await insert([
        { status: 'lead', owner: null },
        { status: 'offered', owner: rid.recruiter },
      ]);
      const assign = await bulk('manager', {
        ApplicantIds: [a, b],
        Action: { Kind: 'assign', OwnerId: rid.recruiter2 },
      });
      expect(assign.json).toEqual([
        { ApplicantId: a, Ok: true, Message: 'Assigned to Rachel Second.' },
        { ApplicantId: b, Ok: true, Message: 'Assigned to Rachel Second.' },
      ]);
      const owners = await db.selectFrom('applicants').select('owner_id').where('id', 'in', [a!, b!]).execute();
      expect(owners.map((row) => row.owner_id)).toEqual([rid.recruiter2, rid.recruiter2]);
      expect((await activity(a!))[0]).toMatchObject({
        Kind: 'assigned',
        Text: 'Assigned to Rachel Second',
        ActorName: 'Mona Manager',
      });
      // Assigning again changes nothing and writes nothing.
      await bulk('manager', { ApplicantIds: [a], Action: { Kind: 'assign', OwnerId: rid.recruiter2 } });
      expect(await activity(a!)).toHaveLength(1);
      const unassign = await bulk('supervisor', { ApplicantIds: [a], Action: { Kind: 'assign', OwnerId: null } });
      expect(unassign.json).toEqual([{ ApplicantId: a, Ok: true, Message: 'Unassigned.' }]);
      expect((await activity(a!))[0]).toMatchObject({ Kind: 'assigned', Text: 'Unassigned' });
      for (const OwnerId of [rid.inactive, rid.acme, 2_000_000_000, 'me', 1.5]) {
        const refused = await bulk('supervisor', { ApplicantIds: [a], Action: { Kind: 'assign', OwnerId } });
        expect([refused.status, refused.json.Errors], String(OwnerId)).toEqual([
          400,
          { OwnerId: 'Choose an owner from the list of active staff.' },
        ]);
      }
    });

    it('tag: trimmed, once, at most 40 characters and 20 tags', async () => {
      const [a, b] = await insert([{ status: 'lead' }, { status: 'lead' }]);
      await db
        .updateTable('applicants')
        .set({ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) })
        .where('id', '=', b!)
        .execute();
      const tag = await bulk('supervisor', { ApplicantIds: [a, b], Action: { Kind: 'tag', Tag: '  ICU nights  ' } });
      expect(tag.json).toEqual([
        { ApplicantId: a, Ok: true, Message: 'Tagged "ICU nights".' },
        { ApplicantId: b, Ok: false, Message: 'An applicant can have at most 20 tags' },
      ]);
      await bulk('supervisor', { ApplicantIds: [a], Action: { Kind: 'tag', Tag: 'ICU nights' } });
      const row = await db.selectFrom('applicants').select('tags').where('id', '=', a!).executeTakeFirstOrThrow();
      expect(row.tags).toEqual(['ICU nights']);
      expect((await activity(a!)).map((entry) => [entry.Kind, entry.Text])).toEqual([
        ['updated', 'Tag "ICU nights" added'],
      ]);
      for (const [Tag, message] of [
        ['', 'Tag is required'],
        ['   ', 'Tag is required'],
        ['x'.repeat(41), 'Each tag must be at most 40 characters'],
        [7, 'Tag is required'],
      ] as const) {
        const refused = await bulk('supervisor', { ApplicantIds: [a], Action: { Kind: 'tag', Tag } });
        expect([refused.status, refused.json.Errors]).toEqual([400, { Tag: message }]);
      }
    });

    it('ids: a list of distinct ids, at least one, at most the limit; bad bodies 400', async () => {
      const id = await one('lead');
      const action = { Kind: 'tag', Tag: 'x' };
      const tooMany = Array.from({ length: BULK_MAX_APPLICANTS + 1 }, (_, i) => i + 1);
      const cases: [unknown, string][] = [
        [{ ApplicantIds: [], Action: action }, 'Choose at least one applicant.'],
        [{ ApplicantIds: tooMany, Action: action }, 'At most 500 applicants can be changed at once.'],
        [{ ApplicantIds: 'all', Action: action }, 'ApplicantIds must be a list of applicant ids.'],
        [{ ApplicantIds: [id, '2'], Action: action }, 'ApplicantIds must be a list of applicant ids.'],
        [{ ApplicantIds: [0], Action: action }, 'ApplicantIds must be a list of applicant ids.'],
        [{ Action: action }, 'ApplicantIds must be a list of applicant ids.'],
        [{ ApplicantIds: [id], Action: { Kind: 'delete' } }, 'Kind must be status, assign or tag.'],
      ];
      for (const [body, message] of cases) {
        const result = await bulk('supervisor', body);
        expect([result.status, result.json.Code, result.json.Message], JSON.stringify(body).slice(0, 80)).toEqual([
          400,
          'validation_failed',
          message,
        ]);
      }
      for (const body of [null, [], 'x', { ApplicantIds: [id] }, { ApplicantIds: [id], Action: 'tag' }]) {
        const result = await bulk('supervisor', body);
        expect([result.status, result.json.Code], JSON.stringify(body)).toEqual([400, 'invalid_body']);
      }
      // The limit counts distinct ids: the same id 501 times is one applicant.
      const repeated = await bulk('supervisor', {
        ApplicantIds: Array(BULK_MAX_APPLICANTS + 1).fill(id),
        Action: action,
      });
      expect(repeated.json).toEqual([{ ApplicantId: id, Ok: true, Message: 'Tagged "x".' }]);
      // Exactly the limit is fine.
      const ids = await insert(Array.from({ length: BULK_MAX_APPLICANTS }, () => ({ status: 'lead' as const })));
      const full = await bulk('admin', { ApplicantIds: ids, Action: action });
      expect(full.status).toBe(200);
      expect(full.json.filter((row) => row.Ok)).toHaveLength(BULK_MAX_APPLICANTS);
    });
  });
});
