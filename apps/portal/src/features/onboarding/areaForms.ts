/**
 * The applicant area's forms (SPEC §2): path, title, side-menu order (none: not in the menu) and the menu's
 * label where SPEC's differs from the title. The route
 * records (`route.tsx`) and the home's checklist are built from this one list.
 */
export const APPLICANT_AREA_FORMS: readonly { path: string; title: string; order?: number; menuLabel?: string }[] = [
  { path: 'personal-info', title: 'Personal Info', order: 10 },
  { path: 'upload-requirements', title: 'Upload Requirements', order: 110 },
  { path: 'emergency-info', title: 'Emergency Info', order: 30 },
  { path: 'identification-info', title: 'Identification Info', order: 20 },
  { path: 'w9-form-info', title: 'W9 Form Info', order: 40 },
  { path: 'nurse-form', title: 'Nurse Form' },
  { path: 'cbc-form-info', title: 'CHRC Form Info', order: 50 },
  { path: 'uscis-info', title: 'I9 Form Info', order: 70 },
  { path: 'agreement-form-info', title: 'Agreement Form', order: 60 },
  { path: 'influenza-vaccination', title: 'Influenza Vaccination', order: 80 },
  { path: 'terms-conditions', title: 'Terms & Conditions', order: 90 },
  // SPEC's menu label spells it "HIPPA"; the screen's title and every text say HIPAA.
  { path: 'hepab-hippa-info', title: 'Hepatitis B & HIPAA', order: 100, menuLabel: 'Hepatitis B & HIPPA' },
  { path: 'nurse-physical-info', title: 'Physical Info' },
];

/** The menu's entries in order: the checklist's rows. */
export const CHECKLIST = APPLICANT_AREA_FORMS.filter((form) => form.order !== undefined)
  .slice()
  .sort((a, b) => a.order! - b.order!);
