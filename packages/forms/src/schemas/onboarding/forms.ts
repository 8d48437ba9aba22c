import type { OnboardingFormKey } from '@agency/api-client/contract';
import type { AnyObjectSchema } from 'yup';
import { agreementFormSchema, termsConditionsSchema } from './agency-document/schema';
import { cbcSchema } from './cbc/schema';
import { emergencyInfoSchema } from './emergency/schema';
import { i9Section1Schema } from './i9/schema';
import { hepBHipaaSchema } from './hepab-hipaa/schema';
import { identificationSchema } from './identification/schema';
import { influenzaSchema } from './influenza/schema';
import { nurseFormSchema } from './nurse/schema';
import { personalInfoSchema } from './personal-info/schema';
import { physicalInfoSchema } from './physical/schema';
import { w9Schema } from './w9/schema';

/** The schema of each onboarding form, by its key (the server validates a submission with it). */
export const onboardingFormSchemas = {
  'personal-info': personalInfoSchema,
  'identification-info': identificationSchema,
  'emergency-info': emergencyInfoSchema,
  'w9-form-info': w9Schema,
  'uscis-info': i9Section1Schema,
  'agreement-form-info': agreementFormSchema,
  'terms-conditions': termsConditionsSchema,
  'influenza-vaccination': influenzaSchema,
  'hepab-hippa-info': hepBHipaaSchema,
  'nurse-form': nurseFormSchema,
  'nurse-physical-info': physicalInfoSchema,
  'cbc-form-info': cbcSchema,
} as const satisfies Record<OnboardingFormKey, AnyObjectSchema>;
