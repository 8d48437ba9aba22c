import type { Agency } from '@agency/api-client/contract';
import type { AgencyRow } from '../../platform/tenant';

/** An agencies row → the contract's `Agency`. */
export function toAgency(row: AgencyRow): Agency {
  return {
    AgencyId: row.id,
    Slug: row.slug,
    Name: row.name,
    Email: row.email,
    Phone: row.phone,
    Website: row.website,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    ZipCode: row.zip_code,
    RecruitmentEmail: row.recruitment_email,
  };
}
