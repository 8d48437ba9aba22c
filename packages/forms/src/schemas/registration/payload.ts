import type { RegistrationValues } from './schema';

// What the registration form sends, apart from its rules (schema.ts, yup): a screen that sends a registration
// loads this, and the rules only when the form validates (RegistrationForm's `./rules`).

/** The register call's body (SPEC §3); structurally the contract's `RegistrationPayload`. */
export interface RegistrationPayloadValues {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Password: string;
  IsVerified: false;
  Middle_Name: '';
}

/** Form field of each payload field, for mapping the server's `Errors` back onto the form. */
export const REGISTRATION_PAYLOAD_FIELDS = {
  First_Name: 'firstName',
  Last_Name: 'lastName',
  Email: 'email',
  Password: 'password',
} as const satisfies Record<string, keyof RegistrationValues>;

/** Form values (already validated, hence trimmed) → the register payload of SPEC §3. */
export function toRegistrationPayload(
  values: Pick<RegistrationValues, 'firstName' | 'lastName' | 'email' | 'password'>,
): RegistrationPayloadValues {
  return {
    First_Name: values.firstName,
    Last_Name: values.lastName,
    Email: values.email,
    Password: values.password,
    IsVerified: false,
    Middle_Name: '',
  };
}
