import type { Insertable } from 'kysely';
import type { InstitutionContact, InstitutionType, UsStateCode } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { InstitutionsTable } from './tables';

/**
 * The demo agency's facilities: 25 fictional hospitals, nursing homes, clinics, home-health agencies and
 * schools in the states the demo applicants live in, with units, contacts and VMS where such a facility
 * has them; two inactive. One statement.
 */
type DemoFacility = [
  name: string,
  type: InstitutionType,
  address: string,
  city: string,
  state: UsStateCode,
  zip: string,
  phone: string,
  units: string[],
  vms: string,
];

const FACILITIES: readonly DemoFacility[] = [
  [
    'Bayou City Medical Center',
    'hospital',
    '6411 Fannin Street',
    'Houston',
    'TX',
    '77030',
    '+1 713 555 0100',
    ['ICU', '4 West Med-Surg', 'Emergency', 'Labor & Delivery'],
    'AMN ShiftWise',
  ],
  [
    'Gulf Coast Regional Hospital',
    'hospital',
    '2100 Seawall Boulevard',
    'Galveston',
    'TX',
    '77550',
    '+1 409 555 0120',
    ['Telemetry', 'Step-down', 'Emergency'],
    'Aya Connect',
  ],
  [
    'Hill Country General',
    'hospital',
    '1501 Red River Street',
    'Austin',
    'TX',
    '78701',
    '+1 512 555 0140',
    ['ICU', 'PCU', 'Oncology', 'OR'],
    'Medefis',
  ],
  [
    'Magnolia Gardens Skilled Nursing',
    'skilled-nursing',
    '880 Oak Hollow Drive',
    'Austin',
    'TX',
    '78745',
    '+1 512 555 0160',
    ['Long-term care', 'Short-term rehab'],
    '',
  ],
  [
    'Alamo Heights Surgical Hospital',
    'hospital',
    '7700 Broadway',
    'San Antonio',
    'TX',
    '78209',
    '+1 210 555 0180',
    ['OR', 'PACU', 'Pre-op'],
    'AMN ShiftWise',
  ],
  [
    'Trinity Family Clinic',
    'clinic',
    '3400 Main Street',
    'Dallas',
    'TX',
    '75226',
    '+1 214 555 0110',
    ['Primary care', 'Urgent care'],
    '',
  ],
  [
    'Desert Sun Medical Center',
    'hospital',
    '1111 East McDowell Road',
    'Phoenix',
    'AZ',
    '85006',
    '+1 602 555 0130',
    ['ICU', 'Cardiac ICU', 'Emergency', 'Med-Surg'],
    'Fieldglass',
  ],
  ['Sunrise Home Health', 'home-health', '4020 North 20th Street', 'Phoenix', 'AZ', '85016', '+1 602 555 0188', [], ''],
  [
    'Saguaro Rehabilitation Center',
    'skilled-nursing',
    '2500 North Wyatt Drive',
    'Tucson',
    'AZ',
    '85712',
    '+1 520 555 0150',
    ['Rehab', 'Memory care'],
    '',
  ],
  [
    'Pacific Crest Medical Center',
    'hospital',
    '2400 Bay Shore Drive',
    'San Diego',
    'CA',
    '92101',
    '+1 619 555 0170',
    ['NICU', 'Labor & Delivery', 'Med-Surg'],
    'Aya Connect',
  ],
  [
    'Golden State Children’s Hospital',
    'hospital',
    '4650 Sunset Boulevard',
    'Los Angeles',
    'CA',
    '90027',
    '+1 323 555 0190',
    ['PICU', 'NICU', 'Pediatrics'],
    'Medefis',
  ],
  [
    'Valley Oaks Dialysis Clinic',
    'clinic',
    '1200 J Street',
    'Sacramento',
    'CA',
    '95814',
    '+1 916 555 0105',
    ['Dialysis'],
    '',
  ],
  [
    'Sunshine Coast Hospital',
    'hospital',
    '1611 NW 12th Avenue',
    'Miami',
    'FL',
    '33136',
    '+1 305 555 0115',
    ['ICU', 'Emergency', 'Telemetry'],
    'AMN ShiftWise',
  ],
  [
    'Tampa Bay Senior Living',
    'skilled-nursing',
    '3801 West Kennedy Boulevard',
    'Tampa',
    'FL',
    '33609',
    '+1 813 555 0125',
    ['Long-term care', 'Memory care'],
    '',
  ],
  [
    'Orange Grove Home Care',
    'home-health',
    '600 North Orange Avenue',
    'Orlando',
    'FL',
    '32801',
    '+1 407 555 0135',
    [],
    '',
  ],
  [
    'Hudson River Medical Center',
    'hospital',
    '525 East 68th Street',
    'New York',
    'NY',
    '10065',
    '+1 212 555 0145',
    ['ICU', 'Step-down', 'Oncology', 'Emergency'],
    'Fieldglass',
  ],
  [
    'Empire Care Nursing & Rehab',
    'skilled-nursing',
    '1400 Pelham Parkway South',
    'Bronx',
    'NY',
    '10461',
    '+1 718 555 0155',
    ['Long-term care', 'Subacute'],
    '',
  ],
  [
    'Lakeshore University Hospital',
    'hospital',
    '251 East Huron Street',
    'Chicago',
    'IL',
    '60611',
    '+1 312 555 0165',
    ['Neuro ICU', 'Med-Surg', 'OR'],
    'Medefis',
  ],
  [
    'Prairie View Public Schools',
    'school',
    '125 South Clark Street',
    'Chicago',
    'IL',
    '60603',
    '+1 312 555 0175',
    ['School nursing'],
    '',
  ],
  [
    'Peachtree Regional Medical Center',
    'hospital',
    '1968 Peachtree Road NW',
    'Atlanta',
    'GA',
    '30309',
    '+1 404 555 0185',
    ['ICU', 'Cath lab', 'Emergency'],
    'Aya Connect',
  ],
  [
    'Front Range Medical Center',
    'hospital',
    '1719 East 19th Avenue',
    'Denver',
    'CO',
    '80218',
    '+1 303 555 0195',
    ['ICU', 'Labor & Delivery', 'Med-Surg'],
    'AMN ShiftWise',
  ],
  [
    'Piedmont Family Health',
    'clinic',
    '1000 Blythe Boulevard',
    'Charlotte',
    'NC',
    '28203',
    '+1 704 555 0108',
    ['Primary care', 'Pediatrics'],
    '',
  ],
  [
    'Puget Sound Medical Center',
    'hospital',
    '325 9th Avenue',
    'Seattle',
    'WA',
    '98104',
    '+1 206 555 0118',
    ['Trauma ICU', 'Emergency', 'Burn unit'],
    'Fieldglass',
  ],
  [
    'Lone Star Occupational Health',
    'other',
    '9000 Westheimer Road',
    'Houston',
    'TX',
    '77063',
    '+1 713 555 0128',
    ['Occupational health'],
    '',
  ],
  [
    'Cactus Valley Surgery Center',
    'clinic',
    '9100 East Raintree Drive',
    'Scottsdale',
    'AZ',
    '85260',
    '+1 480 555 0138',
    ['OR', 'PACU'],
    '',
  ],
];

/** The two that no longer take the agency's clinicians (kept for their history). */
const INACTIVE = new Set(['Valley Oaks Dialysis Clinic', 'Lone Star Occupational Health']);

const FIRST = ['Dana', 'Luis', 'Grace', 'Omar', 'Priya', 'Tom', 'Keisha', 'Hannah', 'Marcus', 'Elena'];
const LAST = ['Whitfield', 'Ortega', 'Kim', 'Haddad', 'Raman', 'Becker', 'Brooks', 'Lindqvist', 'Reyes', 'Novak'];

/** A contact per facility (the staffing office), and a unit manager for those with units. */
function contactsOf(index: number, name: string, units: readonly string[]): InstitutionContact[] {
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`;
  const person = (offset: number) => {
    const first = FIRST[(index + offset) % FIRST.length]!;
    const last = LAST[(index * 3 + offset) % LAST.length]!;
    return { first, last, email: `${first}.${last}@${domain}`.toLowerCase() };
  };
  const office = person(0);
  const contacts: InstitutionContact[] = [
    {
      Name: `${office.first} ${office.last}`,
      Title: 'Staffing Coordinator',
      Phone: `+1 555 010 ${String(1000 + index * 2)}`,
      Email: office.email,
    },
  ];
  if (units.length > 0) {
    const manager = person(5);
    contacts.push({
      Name: `${manager.first} ${manager.last}`,
      Title: `Nurse Manager, ${units[0]}`,
      Phone: `+1 555 010 ${String(1001 + index * 2)}`,
      Email: manager.email,
    });
  }
  return contacts;
}

/** Adds the demo facilities to the agency (seed/demo.ts, on an empty database). */
export async function seedInstitutions(db: Db, agencyId: number): Promise<void> {
  const rows: Insertable<InstitutionsTable>[] = FACILITIES.map(
    ([name, type, address, city, state, zip, phone, units, vms], index) => ({
      agency_id: agencyId,
      name,
      type,
      address1: address,
      address2: '',
      city,
      state,
      zip,
      phone,
      units,
      contacts: JSON.stringify(contactsOf(index, name, units)),
      vms_name: vms,
      vms_external_id: vms ? `${name.replace(/[^A-Z]/g, '')}-${String(1000 + index * 37)}` : '',
      notes:
        type === 'hospital'
          ? 'Badge and parking pass at the security desk on the first day; bring your license and BLS card.'
          : '',
      active: !INACTIVE.has(name),
      updated_by_name: 'Olivia Owner',
    }),
  );
  await db.insertInto('institutions').values(rows).execute();
}
