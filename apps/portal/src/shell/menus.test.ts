import type { MenuEntry } from '@agency/ui';
import { FEATURE_ROUTES } from '../routing/features';
import { flattenRoutes } from '../routing/flatten';
import { ONBOARDING_FORMS, type OnboardingOverview } from '@agency/api-client/contract';
import { onboardingMenuDecorator } from '../features/onboarding/menuStates';
import {
  APPLICANT_ACCOUNT_MENU,
  APPLICANT_MENU,
  STAFF_NAVIGATION,
  applicantMenu,
  staffNavigation,
  userMenu,
} from './menus';

/** A menu as text: "Label -> /href", "Label (no link)", groups as nested arrays. */
type Outline = string | [string, Outline[]];
const outline = (entries: readonly MenuEntry[]): Outline[] =>
  entries.map((entry) =>
    entry.items
      ? [entry.label, outline(entry.items)]
      : entry.href !== undefined
        ? `${entry.label} -> ${entry.href}`
        : entry.onSelect
          ? `${entry.label} (action)`
          : `${entry.label} (no link)`,
  );

describe('menus derived from the route records (SPEC §2, exactly)', () => {
  it('staff top navigation', () => {
    expect(outline(STAFF_NAVIGATION)).toEqual([
      'Dashboard -> /dashboard',
      'Job -> /job-orders',
      [
        'Applicant',
        [
          'Search Applicant -> /view-by-applicant',
          'Add Applicant -> /add-applicant',
          [
            'View By Status',
            [
              'New Lead -> /lead',
              'Pre-screened -> /paper-screened',
              'Phone Screened -> /phone-screened',
              'Final Interview -> /final-interview',
              'Offered -> /offered',
              'Accepted -> /accepted',
              'Refused -> /refused',
              'Rejected -> /rejected',
            ],
          ],
        ],
      ],
      ['Touches', ['Phone (no link)', 'Email -> /email-history', 'SMS -> /sms-history']],
      ['Calendar', ['Interviews -> /calendar?type=interviews', 'Follow-ups -> /calendar?type=follow-ups']],
      [
        'Lists and Reports',
        [
          'Institution List -> /institution-list',
          'Position List -> /position-list',
          'Contract List (no link)',
          'Forms -> /form-list',
          'Expiry List (no link)',
        ],
      ],
      [
        'Timecards',
        [
          'Manage Profile -> /user-profile',
          'Recruiter History -> /recruiter-history',
          'User Mail Settings -> /user-mail-settings',
          'User Mail Configuration -> /user-mail-configuration',
        ],
      ],
      ['Management', ['Agencies -> /agency', 'Roles -> /role', 'Recruiters -> /recruiter']],
    ]);
  });

  it('user menu of an agency owner and of other staff', () => {
    const onLogout = () => undefined;
    expect(outline(userMenu({ username: 'Jane Doe', isOwner: true, onLogout }))).toEqual([
      'Jane Doe (no link)',
      'Agency Profile -> /agency-profile',
      'User Profile -> /user-profile',
      'Manage Users -> /user-management',
      'Change Password -> /change-password',
      'Logout (action)',
    ]);
    expect(outline(userMenu({ username: 'Jane Doe', isOwner: false, onLogout }))).toEqual([
      'Jane Doe (no link)',
      'User Profile -> /user-profile',
      'Change Password -> /change-password',
      'Logout (action)',
    ]);
  });

  it("applicant shell's account entries: the user menu's entries every account may open", () => {
    expect(outline(APPLICANT_ACCOUNT_MENU)).toEqual(['Change Password -> /change-password']);
  });

  it('applicant side menu (the nurse form is not in it)', () => {
    expect(outline(APPLICANT_MENU)).toEqual([
      'Personal Info -> /personal-info',
      'Identification Info -> /identification-info',
      'Emergency Info -> /emergency-info',
      'W9 Form Info -> /w9-form-info',
      'CHRC Form Info -> /cbc-form-info',
      'Agreement Form -> /agreement-form-info',
      'I9 Form Info -> /uscis-info',
      'Influenza Vaccination -> /influenza-vaccination',
      'Terms & Conditions -> /terms-conditions',
      'Hepatitis B & HIPPA -> /hepab-hippa-info',
      'Upload Requirements -> /upload-requirements',
    ]);
  });

  it("applicant side menu with each form's state as text (heard after the label)", () => {
    const overview: OnboardingOverview = {
      ApplicantId: 1,
      Forms: ONBOARDING_FORMS.map(({ key, edition }) => ({
        Form: key,
        Status: key === 'personal-info' ? 'approved' : 'not-started',
        Version: key === 'personal-info' ? 1 : 0,
        Edition: edition,
        UpdatedAt: null,
        SubmittedAt: null,
        ReviewedAt: null,
        ChangesReason: null,
        Locked:
          key === 'uscis-info'
            ? 'After an accepted offer.'
            : key === 'influenza-vaccination' || key === 'hepab-hippa-info'
              ? 'After a job offer.'
              : null,
      })),
      Uploads: null,
      Progress: { Total: ONBOARDING_FORMS.length, Submitted: 1, Approved: 1, Missing: ONBOARDING_FORMS.length - 1 },
      Consent: null,
    };
    const menu = applicantMenu(onboardingMenuDecorator(overview));
    expect(outline(menu)).toEqual(outline(APPLICANT_MENU));
    const named = menu.map((entry) => `${entry.label}${entry.badgeLabel ?? ''}`);
    expect(named).toEqual([
      'Personal Info, Approved',
      'Identification Info, Not started',
      'Emergency Info, Not started',
      'W9 Form Info, Not started',
      'CHRC Form Info, Not started',
      'Agreement Form, Not started',
      'I9 Form Info, Locked',
      'Influenza Vaccination, Locked',
      'Terms & Conditions, Not started',
      'Hepatitis B & HIPPA, Locked',
      'Upload Requirements',
    ]);
    // Without the overview (loading, failed) the entries are as SPEC §2 lists them.
    expect(applicantMenu(onboardingMenuDecorator(undefined))).toEqual(APPLICANT_MENU);
  });

  it('decorates link entries only (the View By Status counts)', () => {
    const nav = staffNavigation((entry) => (entry.href === '/lead' ? { ...entry, badge: '5' } : entry));
    const viewByStatus = nav[2]?.items?.[2]?.items;
    expect(viewByStatus?.[0]).toEqual({ label: 'New Lead', href: '/lead', badge: '5' });
    expect(viewByStatus?.[1]).toEqual({ label: 'Pre-screened', href: '/paper-screened' });
  });
});

describe('route records', () => {
  it('give every path and every title once, and every route a guard', () => {
    const routes = flattenRoutes(FEATURE_ROUTES);
    const hrefs = routes.flatMap(({ href }) => (href === null ? [] : [href]));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/login',
        '/dashboard',
        '/view-by-applicant/:applicantCountIndex',
        '/institution-list/new',
        '/institution-list/:id',
        '/job-orders/:id',
      ]),
    );
    // SPEC §2 staff routes, all behind the staff guard, but Change Password: every account's (guard
    // `account`, in the shell of the account's kind).
    const signedIn = (kind: string) =>
      routes.filter(({ guard, href }) => guard === kind && href !== null).map(({ href }) => href);
    // …plus the agency's Agreement and terms editor (/agency-documents, issue 12), in no menu, the
    // Institution List's add and facility screens, and a job order's screen, New job order and Edit job
    // order (issue 13).
    expect(signedIn('staff')).toHaveLength(35);
    expect(signedIn('account')).toEqual(['/change-password']);
  });
});
