/**
 * Institutions (issue 13): the healthcare facilities the agency staffs (SPEC §2 "Institution List"), with
 * their units, contacts and the VMS/MSP the agency receives their orders through. Every staff member reads
 * them (`institutions.read`); managers and above create and edit them (`institutions.edit`). A facility is
 * never deleted (job orders and placements refer to it): it is made inactive. docs/job-orders.md describes
 * the behaviour.
 *
 * React-free and dependency-free: safe to import from Node.
 */
import { defineCall, type ListQuery, type Page } from './common';
import type { UsStateCode } from './vocabulary';

/** The kinds of facility, in the order the screens offer them. */
export const INSTITUTION_TYPES = [
  { key: 'hospital', label: 'Hospital' },
  { key: 'skilled-nursing', label: 'Skilled nursing' },
  { key: 'clinic', label: 'Clinic' },
  { key: 'home-health', label: 'Home health' },
  { key: 'school', label: 'School' },
  { key: 'other', label: 'Other' },
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number]['key'];
export const INSTITUTION_TYPE_KEYS: readonly InstitutionType[] = INSTITUTION_TYPES.map((type) => type.key);

/** The label of a type ("Skilled nursing"). */
export const institutionTypeLabel = (type: InstitutionType): string =>
  INSTITUTION_TYPES.find((entry) => entry.key === type)?.label ?? type;

/** Most units, and most contacts, on one facility; the longest unit name. */
export const INSTITUTION_UNITS_MAX = 50;
export const INSTITUTION_CONTACTS_MAX = 20;
export const INSTITUTION_UNIT_MAX_LENGTH = 60;
/** The longest notes. */
export const INSTITUTION_NOTES_MAX_LENGTH = 4000;

/** A person at the facility the agency talks to (a unit manager, the staffing office, HR). */
export interface InstitutionContact {
  Name: string;
  Title: string;
  Phone: string;
  Email: string;
}

/** The body of create and update: everything staff edit. Optional text is ''. */
export interface InstitutionPayload {
  Name: string;
  Type: InstitutionType;
  Address1: string;
  Address2: string;
  City: string;
  State: UsStateCode;
  Zip: string;
  /** The main phone. */
  Phone: string;
  /** Units (departments) the agency staffs: "ICU", "4 West", … distinct, in the order given. */
  Units: string[];
  Contacts: InstitutionContact[];
  /** The vendor-management system or managed-service provider the facility's orders come through. */
  VmsName: string;
  /** The facility's id in that system. */
  VmsExternalId: string;
  Notes: string;
  Active: boolean;
}

/** A row of the list. */
export interface InstitutionSummary {
  Id: number;
  Name: string;
  Type: InstitutionType;
  City: string;
  State: UsStateCode;
  Phone: string;
  Units: string[];
  Active: boolean;
  UpdatedAt: string;
}

/** One facility. */
export interface Institution extends InstitutionPayload {
  Id: number;
  CreatedAt: string;
  UpdatedAt: string;
  UpdatedBy: string;
}

/** The list's sorts. */
export const INSTITUTION_SORTS = ['name', 'city', 'state', 'updated'] as const;
export type InstitutionSort = (typeof INSTITUTION_SORTS)[number];

/** The list's filters: types, states (each repeated or comma-separated), active (default true; `all`). */
export interface InstitutionFilters {
  type?: string;
  state?: string;
  active?: 'true' | 'false' | 'all';
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

/** The agency's facilities, a page at a time (`q`: name, city, unit, VMS id). */
export const listInstitutions = defineCall<{
  query: ListQuery<InstitutionSort, InstitutionFilters>;
  response: Page<InstitutionSummary>;
}>()({
  method: 'GET',
  path: '/api/institutions',
});

/** One facility. */
export const getInstitution = defineCall<{ response: Institution }>()({
  method: 'GET',
  path: '/api/institutions/:id',
});

/**
 * Facilities of the same name in the same city (case, spaces and punctuation aside), before a create or an
 * edit saves: the screen warns, and staff may save anyway (two campuses can share a name). `excludeId`: the
 * facility being edited.
 */
export const findInstitutionDuplicates = defineCall<{
  query: { name: string; city: string; excludeId?: string };
  response: InstitutionSummary[];
}>()({
  method: 'GET',
  path: '/api/institutions/duplicates',
});

/** Adds a facility (201). */
export const createInstitution = defineCall<{ body: InstitutionPayload; response: Institution }>()({
  method: 'POST',
  path: '/api/institutions',
});

/** Saves a facility. */
export const updateInstitution = defineCall<{ body: InstitutionPayload; response: Institution }>()({
  method: 'PUT',
  path: '/api/institutions/:id',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const institutionCalls = {
  listInstitutions,
  getInstitution,
  findInstitutionDuplicates,
  createInstitution,
  updateInstitution,
} as const;
