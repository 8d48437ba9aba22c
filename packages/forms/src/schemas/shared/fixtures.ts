// The shape of the invalid data beside each form's schema (`<form>/fixtures.ts`), used by the tests and
// the stories (internal: not exported by either entry).

export interface InvalidCase<V> {
  name: string;
  values: V;
  field: keyof V & string;
  message: string;
  /** Other fields that fail as a consequence (e.g. an empty password leaves nothing to confirm). */
  alsoFails?: Partial<Record<keyof V & string, string>>;
}
