import {
  clearLocalDraft,
  draftKey,
  readLocalDraft,
  withServerSensitive,
  withoutSensitive,
  writeLocalDraft,
} from './draftStore';

describe('the local copy of an onboarding draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per applicant and form, and cleared', () => {
    writeLocalDraft(7, 'w9-form-info', { Name: 'Maria' });
    expect(readLocalDraft(7, 'w9-form-info')?.data).toEqual({ Name: 'Maria' });
    expect(readLocalDraft(8, 'w9-form-info')).toBeNull();
    expect(readLocalDraft(7, 'personal-info')).toBeNull();
    clearLocalDraft(7, 'w9-form-info');
    expect(readLocalDraft(7, 'w9-form-info')).toBeNull();
  });

  it('ignores what is not a draft', () => {
    localStorage.setItem(draftKey(7, 'emergency-info'), '{oops');
    expect(readLocalDraft(7, 'emergency-info')).toBeNull();
    localStorage.setItem(draftKey(7, 'emergency-info'), JSON.stringify({ data: 'x', at: 1 }));
    expect(readLocalDraft(7, 'emergency-info')).toBeNull();
  });

  it('never holds a health form (medical information stays on the server)', () => {
    writeLocalDraft(7, 'influenza-vaccination', { Status: 'declined' });
    expect(readLocalDraft(7, 'influenza-vaccination')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('never holds a sensitive identifier', () => {
    writeLocalDraft(7, 'w9-form-info', { Name: 'Maria', Tin: '123456789' });
    expect(readLocalDraft(7, 'w9-form-info')?.data).toEqual({ Name: 'Maria', Tin: '' });
    expect(
      withoutSensitive('identification-info', { Documents: [{ Number: 'D1', Type: 'passport' }, { Number: 'D2' }] }),
    ).toEqual({ Documents: [{ Number: '', Type: 'passport' }, { Number: '' }] });
    expect(withoutSensitive('uscis-info', { Ssn: '123-45-6789', LastName: 'Rivera' })).toEqual({
      Ssn: '',
      LastName: 'Rivera',
    });
    expect(withoutSensitive('emergency-info', { Primary: { Name: 'Jorge' } })).toEqual({ Primary: { Name: 'Jorge' } });
  });

  it("gets its identifiers back from the server's (masked) draft when restored", () => {
    expect(withServerSensitive('w9-form-info', { Name: 'Maria', Tin: '' }, { Name: 'M', Tin: '***-**-6789' })).toEqual({
      Name: 'Maria',
      Tin: '***-**-6789',
    });
    expect(
      withServerSensitive(
        'identification-info',
        { Documents: [{ Number: '' }, { Number: 'typed' }] },
        { Documents: [{ Number: '****1234' }, { Number: '****9999' }] },
      ),
    ).toEqual({ Documents: [{ Number: '****1234' }, { Number: 'typed' }] });
    expect(withServerSensitive('w9-form-info', { Tin: '' }, null)).toEqual({ Tin: '' });
  });
});
