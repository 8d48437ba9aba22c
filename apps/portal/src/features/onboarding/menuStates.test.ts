import { fixtures } from '@agency/api-client/testing';
import { onboardingMenuDecorator } from './menuStates';

describe('the applicant menu decorator', () => {
  const decorate = onboardingMenuDecorator(fixtures.onboardingOverview);

  it("names each form's state after its label", () => {
    expect(decorate({ label: 'Personal Info', href: '/personal-info' })).toEqual({
      label: 'Personal Info',
      href: '/personal-info',
      badge: 'Approved',
      badgeLabel: ', Approved',
    });
    expect(decorate({ label: 'I9 Form Info', href: '/uscis-info' })).toMatchObject({ badge: 'Locked' });
  });

  it('leaves every entry that is no form as it is: no "Soon, not available yet" badge on any screen', () => {
    for (const entry of [
      { label: 'Upload Requirements', href: '/upload-requirements' },
      { label: 'Change Password', href: '/change-password' },
      { label: 'Your onboarding', href: '/' },
      { label: 'A group' },
    ])
      expect(decorate(entry)).toEqual(entry);
  });

  it('leaves the entries as they are without the overview (loading, failed)', () => {
    const entry = { label: 'Personal Info', href: '/personal-info' };
    expect(onboardingMenuDecorator(undefined)(entry)).toEqual(entry);
  });
});
