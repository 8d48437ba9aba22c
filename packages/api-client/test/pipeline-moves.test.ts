// The pipeline's move table, pinned in a fast unit test (issue 30, item 4): every status's moves and their
// kinds, and who may make each one. The server (applicants' status change) and the portal (Change Status, the
// board) both read these functions, so an illegal move added here fails this file by name in milliseconds.
import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  APPLICANT_STATUS_KEYS,
  pipelineMoves,
  type ApplicantStatus,
  type RoleKey,
} from '../src/contract';

const table = (moves: { To: ApplicantStatus; Kind: string }[]) => moves.map((move) => `${move.Kind} → ${move.To}`);

describe('the pipeline move table', () => {
  it('knows exactly these moves from each status', () => {
    const every = Object.fromEntries(APPLICANT_STATUS_KEYS.map((status) => [status, table(pipelineMoves(status))]));
    expect(every).toEqual({
      lead: ['forward → paper-screened', 'forward → rejected'],
      'paper-screened': ['forward → phone-screened', 'forward → rejected', 'back → lead'],
      'phone-screened': ['forward → final-interview', 'forward → rejected', 'back → paper-screened'],
      'final-interview': ['forward → offered', 'forward → rejected', 'back → phone-screened'],
      offered: ['forward → accepted', 'forward → refused', 'forward → rejected', 'back → final-interview'],
      accepted: ['reject-accepted → rejected', 'back → offered'],
      refused: ['back → offered', 'reopen → lead'],
      rejected: ['reopen → lead'],
    });
  });

  it('never moves a status to itself, and every move lands on a known status', () => {
    for (const status of APPLICANT_STATUS_KEYS)
      for (const move of pipelineMoves(status)) {
        expect(move.To).not.toBe(status);
        expect(APPLICANT_STATUS_KEYS).toContain(move.To);
      }
  });

  const allowed = (from: ApplicantStatus, roles: RoleKey[], ownsOrUnassigned = true) =>
    table(allowedMoves(from, { roles, ownsOrUnassigned }));

  it('lets a recruiter move their own applicants forward only', () => {
    for (const status of APPLICANT_STATUS_KEYS)
      expect(allowed(status, ['recruiter']), status).toEqual(
        table(pipelineMoves(status).filter((move) => move.Kind === 'forward')),
      );
    // Another recruiter's applicant: no move at all.
    for (const status of APPLICANT_STATUS_KEYS) expect(allowed(status, ['recruiter'], false), status).toEqual([]);
  });

  it('lets a supervisor correct a step back and re-open, and an admin reject an Accepted applicant', () => {
    expect(allowed('refused', ['supervisor'])).toEqual(['back → offered', 'reopen → lead']);
    expect(allowed('rejected', ['supervisor'])).toEqual(['reopen → lead']);
    expect(allowed('rejected', ['recruiter'])).toEqual([]);
    expect(allowed('accepted', ['admin'])).toContain('reject-accepted → rejected');
  });
});
