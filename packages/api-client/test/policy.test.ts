import {
  DEFAULT_POLICY,
  PERMISSIONS,
  allowedMoves,
  can,
  grantRefusal,
  policyWith,
  rolesSentence,
  rolesWith,
  setPolicySource,
  type RolePolicy,
} from '../src/contract';

describe('the permission table', () => {
  it('as shipped, gives each permission to its lowest role and every role above it', () => {
    expect(DEFAULT_POLICY['applicants.bulk']).toEqual(['supervisor', 'manager', 'administrator', 'admin']);
    expect(DEFAULT_POLICY['applicants.read']).toHaveLength(5);
    expect(Object.keys(DEFAULT_POLICY)).toEqual(Object.keys(PERMISSIONS));
    expect(can(['recruiter'], 'applicants.bulk')).toBe(false);
    expect(can(['recruiter', 'supervisor'], 'applicants.bulk')).toBe(true);
  });

  it("applies an agency's changes within the bounds, ignoring any outside them", () => {
    const policy = policyWith([
      { Role: 'recruiter', Permission: 'applicants.archive', Allowed: true },
      { Role: 'supervisor', Permission: 'applicants.bulk', Allowed: false },
      // Outside the bounds: the admin role keeps everything.
      { Role: 'admin', Permission: 'applicants.read', Allowed: false },
    ]);
    expect(policy['applicants.archive']).toEqual(['recruiter', 'administrator', 'admin']);
    expect(policy['applicants.bulk']).toEqual(['manager', 'administrator', 'admin']);
    expect(policy['applicants.read']).toContain('admin');
    expect(grantRefusal('admin', 'applicants.read')).toBe('The admin role keeps every permission.');
    expect(grantRefusal('recruiter', 'applicants.read')).toBeNull();
    expect(grantRefusal('recruiter', 'nothing' as never)).toBe('There is no such permission.');
  });

  it('answers by the policy source in force, and by the shipped table without one', () => {
    const policy: RolePolicy = policyWith([
      { Role: 'recruiter', Permission: 'applicants.move-back', Allowed: true },
      { Role: 'manager', Permission: 'applicants.bulk', Allowed: false },
    ]);
    const previous = setPolicySource(() => policy);
    try {
      expect(can(['recruiter'], 'applicants.move-back')).toBe(true);
      expect(can(['manager'], 'applicants.bulk')).toBe(false);
      expect(rolesWith('applicants.bulk')).toEqual(['supervisor', 'administrator', 'admin']);
      expect(rolesSentence('applicants.bulk')).toBe('a supervisor, administrator or admin');
      // The contract's own helpers answer by it too: a recruiter may now move their applicant back.
      const moves = allowedMoves('phone-screened', { roles: ['recruiter'], ownsOrUnassigned: true });
      expect(moves.map((move) => move.Kind)).toContain('back');
    } finally {
      setPolicySource(previous);
    }
    expect(can(['recruiter'], 'applicants.move-back')).toBe(false);
    const moves = allowedMoves('phone-screened', { roles: ['recruiter'], ownsOrUnassigned: true });
    expect(moves.map((move) => move.Kind)).not.toContain('back');
  });
});
