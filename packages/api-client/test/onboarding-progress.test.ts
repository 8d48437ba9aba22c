import {
  ONBOARDING_FORM_KEYS,
  onboardingProgress,
  onboardingStatusLabel,
  progressText,
  uploadRequirementCounts,
  type OnboardingStatus,
} from '@agency/api-client/contract';

// Issue 28, item 9: one definition of the onboarding counts, shown the same way to the applicant and staff.

const forms = (...statuses: OnboardingStatus[]) => statuses.map((Status) => ({ Status }));

describe('upload requirement counts', () => {
  it('count an upload as submitted when uploaded and approved only when approved: "4 submitted, 0 approved"', () => {
    const counts = uploadRequirementCounts([
      'uploaded',
      'uploaded',
      'uploaded',
      'uploaded',
      'missing',
      'missing',
      'missing',
    ]);
    expect(counts).toEqual({ Total: 7, Submitted: 4, Approved: 0, Missing: 3 });
    expect(progressText(counts)).toBe('4 of 7 submitted · 0 approved · 3 missing');
  });

  it('count approved and expiring documents as approved (and submitted); rejected and expired ones as missing', () => {
    expect(uploadRequirementCounts(['approved', 'expiring', 'uploaded', 'rejected', 'expired', 'missing'])).toEqual({
      Total: 6,
      Submitted: 3,
      Approved: 2,
      Missing: 3,
    });
    expect(uploadRequirementCounts([])).toEqual({ Total: 0, Submitted: 0, Approved: 0, Missing: 0 });
  });
});

describe('onboarding progress', () => {
  it('counts a draft as missing (not submitted), submitted and approved forms as submitted, approved ones as approved', () => {
    expect(
      onboardingProgress(forms('not-started', 'in-progress', 'submitted', 'approved', 'changes-requested'), null),
    ).toEqual({ Total: 5, Submitted: 2, Approved: 1, Missing: 3 });
  });

  it('adds Upload Requirements as one step: submitted once nothing is missing, approved once all are approved', () => {
    const twelveForms = forms(...ONBOARDING_FORM_KEYS.map(() => 'submitted' as const));
    const missingOne = uploadRequirementCounts(['approved', 'uploaded', 'missing']);
    expect(onboardingProgress(twelveForms, missingOne)).toEqual({ Total: 13, Submitted: 12, Approved: 0, Missing: 1 });
    const allUploaded = uploadRequirementCounts(['approved', 'uploaded', 'uploaded']);
    expect(onboardingProgress(twelveForms, allUploaded)).toMatchObject({ Total: 13, Submitted: 13, Missing: 0 });
    const allApproved = uploadRequirementCounts(['approved', 'expiring']);
    expect(onboardingProgress(forms('approved'), allApproved)).toEqual({
      Total: 2,
      Submitted: 2,
      Approved: 2,
      Missing: 0,
    });
    // No requirement asked: the step has nothing missing and nothing unapproved.
    expect(onboardingProgress(forms('not-started'), uploadRequirementCounts([]))).toEqual({
      Total: 2,
      Submitted: 1,
      Approved: 1,
      Missing: 1,
    });
  });

  it('says the same words for every list: submitted of total, approved, missing', () => {
    expect(progressText({ Total: 13, Submitted: 12, Approved: 10, Missing: 1 })).toBe(
      '12 of 13 submitted · 10 approved · 1 missing',
    );
  });

  it('calls a saved draft "Draft saved", never "Not started"', () => {
    expect(onboardingStatusLabel('in-progress')).toBe('Draft saved');
    expect(onboardingStatusLabel('not-started')).toBe('Not started');
  });
});
