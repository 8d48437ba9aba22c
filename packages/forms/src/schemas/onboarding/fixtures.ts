// The shape of the invalid samples beside each onboarding form's schema (`<form>/fixtures.ts`), used by the
// tests and the stories (internal: not exported by either entry). Unlike ../shared/fixtures' InvalidCase,
// the field is an error path (nested: 'Primary.Phone', 'Documents[0].Number') and the values may hold what
// the form's type does not allow (a wrong choice, a malformed date).

export interface InvalidOnboardingCase {
  name: string;
  values: unknown;
  /** The path of the one field reported. */
  field: string;
  message: string;
}
