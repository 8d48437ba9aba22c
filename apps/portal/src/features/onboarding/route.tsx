import { lazyScreen } from '../../routing/lazyScreen';
import { PATHS } from '../../routing/paths';
import type { RouteRecord } from '../../routing/types';

const applicant = (path: string, title: string, order?: number): RouteRecord => ({
  path,
  title,
  guard: 'applicant',
  menu: order === undefined ? [] : [{ menu: 'applicant', order }],
});

/**
 * SPEC §2 applicant area (under the applicant shell): the landing page and the onboarding forms, with the
 * side menu's order. The nurse form is not in the menu.
 */
export const onboardingRoutes: readonly RouteRecord[] = [
  {
    ...applicant(PATHS.applicantHome, 'Personal Info', 10),
    screen: lazyScreen(() => import('./PersonalInfoPage').then((module) => module.PersonalInfoPage)),
  },
  applicant('upload-requirements', 'Upload Requirements', 110),
  applicant('emergency-info', 'Emergency Info', 30),
  applicant('identification-info', 'Identification Info', 20),
  applicant('w9-form-info', 'W9 Form Info', 40),
  applicant('nurse-form', 'Nurse Form'),
  applicant('cbc-form-info', 'CHRC Form Info', 50),
  applicant('uscis-info', 'I9 Form Info', 70),
  applicant('agreement-form-info', 'Agreement Form', 60),
  applicant('influenza-vaccination', 'Influenza Vaccination', 80),
  applicant('terms-conditions', 'Terms & Conditions', 90),
  applicant('hepab-hippa-info', 'Hepatitis B & HIPPA', 100),
];
