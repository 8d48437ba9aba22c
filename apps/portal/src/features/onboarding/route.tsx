import { lazyScreen } from '../../routing/lazyScreen';
import type { RouteRecord, Screen } from '../../routing/types';
import type * as Screens from './screens';
import { APPLICANT_AREA_FORMS } from './areaForms';

/** The forms' screens share one chunk (the engine and the form components). */
const formScreen = (name: keyof typeof Screens) => lazyScreen(() => import('./screens').then((module) => module[name]));

const SCREENS: Record<string, Screen> = {
  'personal-info': formScreen('PersonalInfoPage'),
  'identification-info': formScreen('IdentificationPage'),
  'emergency-info': formScreen('EmergencyInfoPage'),
  'w9-form-info': formScreen('W9Page'),
  'uscis-info': formScreen('I9Page'),
  'influenza-vaccination': formScreen('InfluenzaPage'),
  'hepab-hippa-info': formScreen('HepatitisBPage'),
  'cbc-form-info': formScreen('CbcPage'),
  'nurse-physical-info': formScreen('PhysicalInfoPage'),
  'nurse-form': formScreen('NursePage'),
  'agreement-form-info': formScreen('AgreementPage'),
  'terms-conditions': formScreen('TermsPage'),
  'upload-requirements': lazyScreen(() =>
    import('./UploadRequirementsScreen').then((module) => module.UploadRequirementsScreen),
  ),
};

/**
 * SPEC §2 applicant area (under the applicant shell): the home at the empty path (the onboarding checklist)
 * and the onboarding forms, with the side menu's order (`APPLICANT_AREA_FORMS`). The nurse form is not in
 * the menu. The forms share one screen engine (`OnboardingFormScreen`); every path of the list has its
 * screen.
 */
export const onboardingRoutes: readonly RouteRecord[] = [
  {
    path: '',
    title: 'Your onboarding',
    guard: 'applicant',
    screen: lazyScreen(() => import('./OnboardingHomePage').then((module) => module.OnboardingHomePage)),
  },
  ...APPLICANT_AREA_FORMS.map(({ path, title, order, menuLabel }): RouteRecord => ({
    path,
    title,
    guard: 'applicant',
    menu: order === undefined ? [] : [{ menu: 'applicant', order, ...(menuLabel ? { label: menuLabel } : {}) }],
    ...(SCREENS[path] ? { screen: SCREENS[path] } : {}),
  })),
];

/** The home's record (stories render it at "/"). */
export const onboardingHomeRoute = onboardingRoutes[0]!;
