import type { Insertable } from 'kysely';
import {
  APPLICANT_STATUSES,
  EMPLOYMENT_TYPES,
  PIPELINE_MOVES,
  SHIFTS,
  STATUS_REASONS,
  type ApplicantSource,
  type ApplicantStatus,
  type Discipline,
  type EmploymentType,
  type RoleKey,
  type Specialty,
  type UsStateCode,
} from '@agency/api-client/contract';
import { insertRowsAsJson, type Db } from '../../platform/db';
import { seededRandom } from '../../platform/seeded-random';
import type { ApplicantActivityTable, ApplicantNotesTable, ApplicantsTable } from './tables';

/**
 * Demo applicants: a working agency's pipeline (a funnel over the 8 statuses, owners among the agency's
 * staff, nurses and allied professionals in real cities, histories over the past 90 days). Deterministic
 * (a seeded PRNG: the same people, statuses and histories on every run; only the dates follow `now`) and
 * written in four statements whatever the count (applicants, activity, notes, and the select of the staff).
 */

/** How many applicants the demo agency gets (seed/demo.ts). */
export const DEMO_APPLICANT_COUNT = 400;

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back the demo's history reaches. */
const HISTORY_DAYS = 90;

/** The funnel: the share of applicants now in each status (New Lead takes the rounding). */
const FUNNEL: Readonly<Record<ApplicantStatus, number>> = {
  lead: 0.3,
  'paper-screened': 0.16,
  'phone-screened': 0.12,
  'final-interview': 0.08,
  offered: 0.06,
  accepted: 0.09,
  refused: 0.05,
  rejected: 0.14,
};

/** The open stages in pipeline order (the path every applicant walks from New Lead). */
const STAGES: readonly ApplicantStatus[] = ['lead', 'paper-screened', 'phone-screened', 'final-interview', 'offered'];

/** Where a Rejected applicant was when rejected (weights); 'accepted': a failed background check. */
const REJECTED_FROM: readonly [ApplicantStatus, number][] = [
  ['lead', 35],
  ['paper-screened', 25],
  ['phone-screened', 20],
  ['final-interview', 12],
  ['offered', 5],
  ['accepted', 3],
];

// ---------------------------------------------------------------------------------------------
// Vocabulary of the demo: people, places, professions
// ---------------------------------------------------------------------------------------------

// prettier-ignore
const FIRST_NAMES = [
  'Maria', 'James', 'Aisha', 'Chen', 'Sofia', 'David', 'Priya', 'Lucas', 'Grace', 'Omar', 'Elena', 'Noah',
  'Fatima', 'Liam', 'Hannah', 'Mateo', 'Zoe', 'Ethan', 'Amara', 'Daniel', 'Jessica', 'Michael', 'Ashley',
  'Christopher', 'Brittany', 'Joshua', 'Samantha', 'Andrew', 'Megan', 'Tyler', 'Lauren', 'Brandon', 'Rachel',
  'Kevin', 'Nicole', 'Marcus', 'Tiffany', 'Jamal', 'Keisha', 'DeShawn', 'Latoya', 'Carlos', 'Gabriela',
  'Miguel', 'Valeria', 'Jose', 'Camila', 'Luis', 'Ana', 'Nguyen', 'Linh', 'Minh', 'Mei', 'Wei', 'Hiroshi',
  'Yuki', 'Ji-woo', 'Min-jun', 'Arjun', 'Ananya', 'Rahul', 'Deepa', 'Kwame', 'Ngozi', 'Chinedu', 'Abena',
  'Olga', 'Dmitri', 'Katarzyna', 'Tomasz', 'Fiona', 'Sean', 'Siobhan', 'Patrick', 'Emily', 'Matthew',
  'Olivia', 'Benjamin', 'Chloe', 'Nathan', 'Isabella', 'Ryan', 'Victoria', 'Jordan', 'Alexis', 'Taylor',
  'Heather', 'Travis', 'Crystal', 'Dustin', 'Monica', 'Derek', 'Erica', 'Stephanie', 'Kimberly', 'Robert',
];
// prettier-ignore
const LAST_NAMES = [
  'Rivera', 'Johnson', 'Okafor', 'Wang', 'Rossi', 'Miller', 'Patel', 'Silva', 'Kim', 'Haddad', 'Novak',
  'Brown', 'Khan', 'Murphy', 'Cohen', 'Garcia', 'Nguyen', 'Davis', 'Mensah', 'Lee', 'Smith', 'Williams',
  'Jones', 'Martinez', 'Rodriguez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas',
  'Taylor', 'Moore', 'Jackson', 'Martin', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez',
  'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips',
  'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris',
  'Morales', 'Reed', 'Cook', 'Bell', 'Tran', 'Pham', 'Chowdhury', 'Singh', 'Sharma', 'Adeyemi', 'Boateng',
  'Kowalski', 'Petrov', "O'Brien", 'Sullivan', 'Kelly', 'Nakamura', 'Tanaka', 'Park', 'Choi', 'Yamamoto',
];
const MIDDLE_NAMES = ['Ann', 'Marie', 'Lynn', 'James', 'Lee', 'Rose', 'Michael', 'Grace', 'Elizabeth', 'Ray'];
/** Preferred names for some first names (Katherine → Kate). */
const PREFERRED: Readonly<Record<string, string>> = {
  Christopher: 'Chris',
  Samantha: 'Sam',
  Benjamin: 'Ben',
  Victoria: 'Tori',
  Katarzyna: 'Kasia',
  Stephanie: 'Steph',
  Kimberly: 'Kim',
  Robert: 'Bob',
  Matthew: 'Matt',
  Gabriela: 'Gabby',
  'Ji-woo': 'Jenny',
  'Min-jun': 'Mike',
  Hiroshi: 'Hiro',
};
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** A city: its state, the area codes of its phones, some of its ZIP codes, and its weight in the demo. */
interface City {
  name: string;
  state: UsStateCode;
  areaCodes: readonly string[];
  zips: readonly string[];
  weight: number;
}
// prettier-ignore
const CITIES: readonly City[] = [
  { name: 'Houston', state: 'TX', areaCodes: ['713', '832'], zips: ['77002', '77004', '77006', '77019', '77030'], weight: 8 },
  { name: 'Dallas', state: 'TX', areaCodes: ['214', '469'], zips: ['75201', '75204', '75219', '75235'], weight: 6 },
  { name: 'San Antonio', state: 'TX', areaCodes: ['210'], zips: ['78205', '78209', '78229'], weight: 4 },
  { name: 'Austin', state: 'TX', areaCodes: ['512'], zips: ['78701', '78704', '78751'], weight: 4 },
  { name: 'Fort Worth', state: 'TX', areaCodes: ['817'], zips: ['76104', '76107'], weight: 2 },
  { name: 'Los Angeles', state: 'CA', areaCodes: ['213', '323'], zips: ['90012', '90027', '90033'], weight: 6 },
  { name: 'San Diego', state: 'CA', areaCodes: ['619', '858'], zips: ['92103', '92123'], weight: 4 },
  { name: 'San Francisco', state: 'CA', areaCodes: ['415'], zips: ['94110', '94115'], weight: 3 },
  { name: 'Sacramento', state: 'CA', areaCodes: ['916'], zips: ['95816', '95817'], weight: 2 },
  { name: 'Fresno', state: 'CA', areaCodes: ['559'], zips: ['93701', '93721'], weight: 1 },
  { name: 'Miami', state: 'FL', areaCodes: ['305', '786'], zips: ['33125', '33136'], weight: 4 },
  { name: 'Tampa', state: 'FL', areaCodes: ['813'], zips: ['33606', '33612'], weight: 3 },
  { name: 'Orlando', state: 'FL', areaCodes: ['407'], zips: ['32803', '32806'], weight: 3 },
  { name: 'Jacksonville', state: 'FL', areaCodes: ['904'], zips: ['32207', '32209'], weight: 2 },
  { name: 'New York', state: 'NY', areaCodes: ['212', '646'], zips: ['10016', '10032', '10065'], weight: 5 },
  { name: 'Buffalo', state: 'NY', areaCodes: ['716'], zips: ['14203', '14215'], weight: 1 },
  { name: 'Rochester', state: 'NY', areaCodes: ['585'], zips: ['14620', '14642'], weight: 1 },
  { name: 'Chicago', state: 'IL', areaCodes: ['312', '773'], zips: ['60611', '60612', '60637'], weight: 5 },
  { name: 'Phoenix', state: 'AZ', areaCodes: ['602', '480'], zips: ['85006', '85013'], weight: 4 },
  { name: 'Tucson', state: 'AZ', areaCodes: ['520'], zips: ['85719', '85724'], weight: 1 },
  { name: 'Atlanta', state: 'GA', areaCodes: ['404', '678'], zips: ['30303', '30308', '30322'], weight: 4 },
  { name: 'Savannah', state: 'GA', areaCodes: ['912'], zips: ['31404', '31405'], weight: 1 },
  { name: 'Charlotte', state: 'NC', areaCodes: ['704'], zips: ['28203', '28204'], weight: 3 },
  { name: 'Raleigh', state: 'NC', areaCodes: ['919'], zips: ['27607', '27610'], weight: 2 },
  { name: 'Durham', state: 'NC', areaCodes: ['919'], zips: ['27705', '27710'], weight: 1 },
  { name: 'Columbus', state: 'OH', areaCodes: ['614'], zips: ['43205', '43210'], weight: 2 },
  { name: 'Cleveland', state: 'OH', areaCodes: ['216'], zips: ['44106', '44195'], weight: 2 },
  { name: 'Cincinnati', state: 'OH', areaCodes: ['513'], zips: ['45219', '45229'], weight: 1 },
  { name: 'Philadelphia', state: 'PA', areaCodes: ['215', '267'], zips: ['19104', '19140'], weight: 3 },
  { name: 'Pittsburgh', state: 'PA', areaCodes: ['412'], zips: ['15213', '15224'], weight: 2 },
  { name: 'Seattle', state: 'WA', areaCodes: ['206'], zips: ['98104', '98122'], weight: 3 },
  { name: 'Spokane', state: 'WA', areaCodes: ['509'], zips: ['99204'], weight: 1 },
  { name: 'Denver', state: 'CO', areaCodes: ['303', '720'], zips: ['80204', '80218'], weight: 3 },
  { name: 'Colorado Springs', state: 'CO', areaCodes: ['719'], zips: ['80907', '80909'], weight: 1 },
  { name: 'Nashville', state: 'TN', areaCodes: ['615'], zips: ['37203', '37232'], weight: 3 },
  { name: 'Memphis', state: 'TN', areaCodes: ['901'], zips: ['38103', '38104'], weight: 1 },
  { name: 'Detroit', state: 'MI', areaCodes: ['313'], zips: ['48201', '48202'], weight: 2 },
  { name: 'Grand Rapids', state: 'MI', areaCodes: ['616'], zips: ['49503'], weight: 1 },
  { name: 'Boston', state: 'MA', areaCodes: ['617'], zips: ['02114', '02115', '02118'], weight: 3 },
  { name: 'Newark', state: 'NJ', areaCodes: ['973'], zips: ['07102', '07112'], weight: 2 },
  { name: 'Richmond', state: 'VA', areaCodes: ['804'], zips: ['23219', '23298'], weight: 2 },
  { name: 'Norfolk', state: 'VA', areaCodes: ['757'], zips: ['23507'], weight: 1 },
  { name: 'Minneapolis', state: 'MN', areaCodes: ['612'], zips: ['55404', '55415'], weight: 2 },
  { name: 'St. Louis', state: 'MO', areaCodes: ['314'], zips: ['63110'], weight: 2 },
  { name: 'Kansas City', state: 'MO', areaCodes: ['816'], zips: ['64108', '64111'], weight: 1 },
  { name: 'Portland', state: 'OR', areaCodes: ['503'], zips: ['97210', '97239'], weight: 2 },
  { name: 'Las Vegas', state: 'NV', areaCodes: ['702'], zips: ['89102', '89106'], weight: 2 },
  { name: 'New Orleans', state: 'LA', areaCodes: ['504'], zips: ['70112', '70115'], weight: 2 },
  { name: 'Salt Lake City', state: 'UT', areaCodes: ['801'], zips: ['84102', '84132'], weight: 1 },
  { name: 'Indianapolis', state: 'IN', areaCodes: ['317'], zips: ['46202'], weight: 2 },
  { name: 'Milwaukee', state: 'WI', areaCodes: ['414'], zips: ['53226', '53233'], weight: 1 },
  { name: 'Charleston', state: 'SC', areaCodes: ['843'], zips: ['29401', '29425'], weight: 1 },
  { name: 'Birmingham', state: 'AL', areaCodes: ['205'], zips: ['35233'], weight: 1 },
  { name: 'Louisville', state: 'KY', areaCodes: ['502'], zips: ['40202'], weight: 1 },
  { name: 'Oklahoma City', state: 'OK', areaCodes: ['405'], zips: ['73104'], weight: 1 },
  { name: 'Albuquerque', state: 'NM', areaCodes: ['505'], zips: ['87102', '87106'], weight: 1 },
];
/** States of the Nurse Licensure Compact among the demo's (a compact license needs a home state in it). */
// prettier-ignore
const COMPACT_STATES: ReadonlySet<UsStateCode> = new Set<UsStateCode>([
  'TX', 'FL', 'AZ', 'GA', 'NC', 'OH', 'WA', 'CO', 'TN', 'NJ', 'VA', 'MO', 'LA', 'UT', 'IN', 'WI', 'SC', 'AL', 'KY',
  'OK', 'NM',
]);
// prettier-ignore
const STREETS = [
  'Main Street', 'Oak Avenue', 'Maple Drive', 'Elm Street', 'Cedar Lane', 'Park Avenue', 'Washington Street',
  'Lakeview Drive', 'Pine Street', 'Highland Avenue', 'Church Street', 'Jefferson Avenue', 'Sunset Boulevard',
  'River Road', 'Hillcrest Drive', 'Walnut Street', 'Lincoln Avenue', 'Magnolia Court', 'Willow Way', 'Broadway',
];

/** Disciplines with their weights in the demo and the specialties that fit them. */
// prettier-ignore
const PROFESSIONS: readonly { discipline: Discipline; weight: number; specialties: readonly Specialty[] }[] = [
  {
    discipline: 'RN',
    weight: 50,
    specialties: ['ICU', 'ER', 'Med-Surg', 'Tele', 'OR', 'L&D', 'NICU', 'PICU', 'Cath Lab', 'Oncology', 'Dialysis',
      'Psych', 'Step-Down', 'PACU', 'Pediatrics', 'Case Management', 'Float Pool', 'Home Health'],
  },
  { discipline: 'LPN/LVN', weight: 14, specialties: ['LTC', 'Home Health', 'Med-Surg', 'Rehab', 'Dialysis', 'Psych', 'Pediatrics'] },
  { discipline: 'CNA', weight: 12, specialties: ['LTC', 'Home Health', 'Med-Surg', 'Rehab', 'Psych'] },
  { discipline: 'RT', weight: 6, specialties: ['ICU', 'NICU', 'PICU', 'ER', 'Float Pool'] },
  { discipline: 'PT', weight: 5, specialties: ['Rehab', 'Home Health', 'LTC', 'Pediatrics'] },
  { discipline: 'CST', weight: 3, specialties: ['OR', 'L&D'] },
  { discipline: 'OT', weight: 3, specialties: ['Rehab', 'Home Health', 'Pediatrics', 'LTC', 'Psych'] },
  { discipline: 'SLP', weight: 2, specialties: ['Rehab', 'Pediatrics', 'LTC', 'Home Health'] },
  { discipline: 'Radiology Tech', weight: 2, specialties: ['ER', 'OR', 'Cath Lab'] },
  { discipline: 'Lab Tech', weight: 2, specialties: [] },
  { discipline: 'Pharmacist', weight: 1, specialties: ['Oncology'] },
];
/** Sources of applicants without an account ('portal' is a self-registration, which has one). */
const SOURCES: readonly [ApplicantSource, number][] = [
  ['job-board', 40],
  ['referral', 22],
  ['social-media', 16],
  ['career-fair', 8],
  ['walk-in', 4],
  ['other', 10],
];
/** How often each reason of STATUS_REASONS is given (1 when not listed). */
const REASON_WEIGHT: Readonly<Record<string, number>> = {
  'not-qualified': 5,
  'licence-issue': 3,
  'failed-screening': 3,
  'no-response': 6,
  withdrew: 3,
  pay: 5,
  location: 3,
  'start-date': 2,
  'accepted-other-offer': 4,
};
const TAGS = ['Travel ready', 'Bilingual', 'Rehire', 'Hot lead', 'Needs BLS renewal', 'Weekend only'];

/** Short notes on the moves into each status. */
// prettier-ignore
const MOVE_NOTES: Readonly<Partial<Record<ApplicantStatus, readonly string[]>>> = {
  'paper-screened': ['Resume and license look good.', 'License verified on Nursys.', 'Two years in the specialty; references listed.'],
  'phone-screened': ['Good call; flexible on shifts.', 'Wants 13-week contracts, nights preferred.', 'Clear communicator, ready to travel.'],
  'final-interview': ['Interview with the unit manager set for Thursday.', 'Panel interview booked.', 'Skills checklist received.'],
  offered: ['Offer sent: 13-week contract.', 'Offer sent with housing stipend.', 'Verbal offer made; paperwork to follow.'],
  accepted: ['Signed; start date confirmed.', 'Accepted; onboarding packet sent.'],
};
/** Short notes on a Rejected or Refused move, by reason. */
const REASON_NOTES: Readonly<Record<string, string>> = {
  'not-qualified': 'Not enough acute-care experience.',
  'licence-issue': 'License lapsed last year.',
  'failed-screening': 'Background check came back with issues.',
  'no-response': 'No answer after three calls and two e-mails.',
  duplicate: 'Same person as an earlier lead.',
  withdrew: 'Decided to stay at their current hospital.',
  pay: 'Pay below what they need.',
  location: 'Wants to stay closer to family.',
  'start-date': 'Start date did not work for them.',
  'accepted-other-offer': 'Took a staff position elsewhere.',
};
const NOTES = [
  'Prefers 12-hour nights; available mid-month.',
  'Left a voicemail about the contract.',
  'Asked for a call back after 5 pm.',
  'Has a compact license; open to most states.',
  'Needs a pet-friendly housing option.',
  'Referred by a current traveler.',
  'BLS and ACLS current; PALS expires soon.',
  'Wants to stay within driving distance of home.',
  'Spanish and English.',
  'Prefers text messages over calls.',
];

// ---------------------------------------------------------------------------------------------
// The generator
// ---------------------------------------------------------------------------------------------

/** The demo's random numbers: the same on every run. */
const prng = (seed: number): (() => number) => seededRandom(seed).random;

interface Staff {
  id: number;
  name: string;
  roles: RoleKey[];
}

/** How often each role owns applicants in the demo (recruiters most). */
const OWNER_WEIGHT: Readonly<Record<RoleKey, number>> = {
  recruiter: 5,
  supervisor: 3,
  manager: 2,
  administrator: 1,
  admin: 1,
};

class Picker {
  constructor(readonly random: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  one<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.random() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items[items.length - 1]![0];
  }
  /** `n` distinct items in their list order. */
  some<T>(items: readonly T[], n: number): T[] {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(n, items.length)) chosen.add(Math.floor(this.random() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i]!);
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.random() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }
}

/** The statuses of `count` applicants in the funnel's proportions (New Lead takes the rounding), shuffled. */
function funnel(pick: Picker, count: number): ApplicantStatus[] {
  const statuses: ApplicantStatus[] = [];
  for (const { key } of APPLICANT_STATUSES)
    if (key !== 'lead') statuses.push(...Array<ApplicantStatus>(Math.floor(count * FUNNEL[key])).fill(key));
  statuses.push(...Array<ApplicantStatus>(Math.max(0, count - statuses.length)).fill('lead'));
  return pick.shuffle(statuses.slice(0, count));
}

/** The statuses an applicant went through after New Lead to reach `status` (each a move of the table). */
function pathTo(pick: Picker, status: ApplicantStatus): ApplicantStatus[] {
  const upTo = (last: ApplicantStatus) => STAGES.slice(1, STAGES.indexOf(last) + 1);
  switch (status) {
    case 'lead':
      return [];
    case 'accepted':
      return [...upTo('offered'), 'accepted'];
    case 'refused':
      return [...upTo('offered'), 'refused'];
    case 'rejected': {
      const from = pick.weighted(REJECTED_FROM);
      return [...(from === 'accepted' ? [...upTo('offered'), 'accepted' as const] : upTo(from)), 'rejected'];
    }
    default:
      return upTo(status);
  }
}

function phoneOf(pick: Picker, city: City, taken: Set<string>): string {
  // 555-0100 … 555-0199 are reserved for fiction; the area code is the city's (then its state's others).
  const codes = [...city.areaCodes, ...CITIES.filter((c) => c.state === city.state).flatMap((c) => c.areaCodes)];
  for (const code of codes) {
    const start = pick.int(0, 99);
    for (let k = 0; k < 100; k += 1) {
      const line = `01${String((start + k) % 100).padStart(2, '0')}`;
      if (!taken.has(`${code}555${line}`)) {
        taken.add(`${code}555${line}`);
        return `+1 ${code} 555 ${line}`;
      }
    }
  }
  // Every fictional number of the state is taken (thousands of applicants): any free one of 555-01xx.
  for (const code of CITIES.flatMap((c) => c.areaCodes))
    for (let line = 100; line < 200; line += 1)
      if (!taken.has(`${code}5550${line}`)) {
        taken.add(`${code}5550${line}`);
        return `+1 ${code} 555 0${line}`;
      }
  return '';
}

function emailOf(pick: Picker, first: string, last: string, taken: Set<string>): string {
  const f = first.toLowerCase().replace(/[^a-z]/g, '');
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  const local = pick.one([`${f}.${l}`, `${f}${l}`, `${f[0]}${l}`, `${f}_${l}`, `${f}.${l}${pick.int(70, 99)}`]);
  const domain = pick.one(MAIL_DOMAINS);
  for (let n = 1; ; n += 1) {
    const email = `${local}${n === 1 ? '' : n}@${domain}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * `t` moved into the agency's working day (14:00–23:00 UTC: 9 to 6 Eastern, 8 to 5 Central), keeping the
 * order of any two times; no earlier than `notBefore` and never later than 5 minutes before `now`.
 */
function officeHours(t: number, notBefore: number, now: number): number {
  const midnight = t - (t % DAY);
  const shifted = midnight + 14 * HOUR + Math.round(((t - midnight) / DAY) * 9 * HOUR);
  return Math.max(notBefore, shifted < now - 5 * 60_000 ? shifted : Math.min(t, now - 5 * 60_000));
}

/**
 * Seeds `count` demo applicants (default DEMO_APPLICANT_COUNT) into the agency, without accounts: the
 * funnel of FUNNEL over the 8 statuses, owners among the agency's staff (recruiters most, about 15 %
 * unassigned), disciplines and fitting specialties, real cities with their ZIPs and area codes (fictional
 * 555-01xx numbers, unique), sources, tags, licenses (a compact one for about half of the RNs), and a
 * history: the 'created' activity row and one 'status' row per move from New Lead to the current status,
 * over the past 90 days before `now`, by the owner; some notes (pinned and not) with their activity rows.
 */
export async function seedApplicants(
  db: Db,
  agencyId: number,
  count = DEMO_APPLICANT_COUNT,
  now = new Date(),
): Promise<void> {
  if (count <= 0) return;
  const pick = new Picker(prng(0x5eed_0a9e));
  const staff: Staff[] = (
    await db
      .selectFrom('recruiters')
      .innerJoin('users', 'users.id', 'recruiters.user_id')
      .select(['recruiters.id', 'recruiters.roles', 'users.first_name', 'users.last_name'])
      .where('recruiters.agency_id', '=', agencyId)
      .orderBy('recruiters.id')
      .execute()
  ).map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, roles: row.roles as RoleKey[] }));
  const owners = staff.map(
    (member) => [member, Math.max(...member.roles.map((role) => OWNER_WEIGHT[role] ?? 1), 1)] as const,
  );
  // Moves of an unassigned applicant are a supervisor's (or above): a recruiter moving one takes it.
  const seniors = staff.filter((member) => !member.roles.every((role) => role === 'recruiter'));
  const cities = CITIES.map((city) => [city, city.weight] as const);
  const professions = PROFESSIONS.map((p) => [p, p.weight] as const);
  const statuses = funnel(pick, count);
  const phones = new Set<string>();
  const emails = new Set<string>();
  const nowMs = now.getTime();

  const applicants: Insertable<ApplicantsTable>[] = [];
  /** Per applicant (same order): its activity and notes, without the applicant id. */
  const histories: {
    activity: Omit<Insertable<ApplicantActivityTable>, 'agency_id' | 'applicant_id'>[];
    notes: Omit<Insertable<ApplicantNotesTable>, 'agency_id' | 'applicant_id'>[];
  }[] = [];

  for (const status of statuses) {
    const first = pick.one(FIRST_NAMES);
    const last = pick.one(LAST_NAMES);
    const city = pick.weighted(cities);
    const { discipline, specialties: fitting } = pick.weighted(professions);
    const specialties =
      fitting.length === 0
        ? []
        : pick.some(
            fitting,
            pick.weighted([
              [1, 5],
              [2, 3],
              [3, 1],
            ]),
          );
    const rn = discipline === 'RN';
    const compact = (rn || discipline === 'LPN/LVN') && COMPACT_STATES.has(city.state) && pick.chance(rn ? 0.8 : 0.3);
    const otherStates = pick.some(
      CITIES.map((c) => c.state).filter((s, i, all) => s !== city.state && all.indexOf(s) === i),
      pick.weighted([
        [0, 6],
        [1, 3],
        [2, 1],
      ]),
    );
    const licenseStates = [city.state, ...(compact ? [] : otherStates.slice(0, rn ? 2 : 1))];
    const travel = rn || discipline === 'RT' || discipline === 'CST' ? 0.6 : 0.25;
    const employment = EMPLOYMENT_TYPES.map((t) => t.key).filter((key: EmploymentType) =>
      key === 'travel' ? pick.chance(travel) : pick.chance(0.3),
    );

    // Owner: about 15 % unassigned, more of them among the new leads (nobody has picked them up yet).
    const unassigned = staff.length === 0 || pick.chance(status === 'lead' ? 0.4 : 0.04);
    const owner = unassigned ? null : pick.weighted(owners);
    const actor = (): Staff | null => owner ?? (seniors.length > 0 ? pick.one(seniors) : (staff[0] ?? null));

    // History: created some days ago (new leads skew recent), then one move per step, in order, before now.
    const steps = pathTo(pick, status);
    const minDays = steps.length * 2 + 1;
    const ageDays =
      status === 'lead'
        ? 0.05 + (HISTORY_DAYS - 0.05) * pick.random() ** 2
        : minDays + (HISTORY_DAYS - minDays) * pick.random();
    const raw = nowMs - Math.round(ageDays * DAY);
    const created = officeHours(raw, 0, nowMs);
    const gaps = Array.from({ length: steps.length + 1 }, () => 0.3 + pick.random());
    const total = gaps.reduce((sum, g) => sum + g, 0);
    const span = nowMs - raw - HOUR;
    let at = raw;
    let stamp = created;
    const adder = actor();
    const activity: (typeof histories)[number]['activity'] = [
      {
        kind: 'created',
        to_status: 'lead',
        text: adder ? `Added by ${adder.name}` : 'Added',
        actor_id: adder?.id ?? null,
        actor_name: adder?.name ?? '',
        created_at: new Date(created),
      },
    ];
    let from: ApplicantStatus = 'lead';
    for (const [i, to] of steps.entries()) {
      at += Math.round((span * gaps[i]!) / total);
      stamp = officeHours(at, stamp + 60_000, nowMs);
      const mover = to === 'rejected' && from === 'accepted' ? (pick.one(seniors) ?? actor()) : actor();
      const reasons = to === 'rejected' || to === 'refused' ? STATUS_REASONS[to] : null;
      const reason = reasons
        ? to === 'rejected' && from === 'accepted'
          ? 'failed-screening'
          : pick.weighted(reasons.map((r) => [r.key, REASON_WEIGHT[r.key] ?? 1] as const))
        : null;
      const notes = MOVE_NOTES[to] ?? [];
      activity.push({
        kind: 'status',
        from_status: from,
        to_status: to,
        reason,
        text: reason
          ? pick.chance(0.6)
            ? (REASON_NOTES[reason] ?? '')
            : ''
          : notes.length > 0 && pick.chance(0.35)
            ? pick.one(notes)
            : '',
        actor_id: mover?.id ?? null,
        actor_name: mover?.name ?? '',
        created_at: new Date(stamp),
      });
      if (!PIPELINE_MOVES[from].includes(to) && !(from === 'accepted' && to === 'rejected'))
        throw new Error(`seed: no move from ${from} to ${to}`);
      from = to;
    }
    const statusChangedAt = new Date(stamp);

    const notes: (typeof histories)[number]['notes'] = [];
    const noteCount = pick.weighted([
      [0, 70],
      [1, 24],
      [2, 6],
    ]);
    for (let n = 0; n < noteCount && staff.length > 0; n += 1) {
      const author = owner ?? pick.one(staff);
      const written = new Date(
        officeHours(raw + Math.round(pick.random() * (nowMs - raw - HOUR)), created + 60_000, nowMs),
      );
      const text = pick.one(NOTES);
      notes.push({
        author_id: author.id,
        author_name: author.name,
        text,
        pinned: pick.chance(0.35),
        created_at: written,
        updated_at: written,
      });
      activity.push({ kind: 'note', text, actor_id: author.id, actor_name: author.name, created_at: written });
    }

    const preferred = PREFERRED[first];
    applicants.push({
      agency_id: agencyId,
      user_id: null,
      first_name: first,
      middle_name: pick.chance(0.2) ? pick.one(MIDDLE_NAMES) : '',
      last_name: last,
      preferred_name: preferred && pick.chance(0.6) ? preferred : '',
      email: emailOf(pick, first, last, emails),
      mobile_phone: phoneOf(pick, city, phones),
      other_phone: '',
      address_line1: `${pick.int(10, 9899)} ${pick.one(STREETS)}`,
      address_line2: pick.chance(0.25) ? `Apt ${pick.int(1, 30)}${pick.one(['', 'A', 'B', 'C'])}` : '',
      city: city.name,
      state: city.state,
      zip: pick.one(city.zips),
      date_of_birth: pick.chance(0.6)
        ? `${pick.int(1966, 2002)}-${String(pick.int(1, 12)).padStart(2, '0')}-${String(pick.int(1, 28)).padStart(2, '0')}`
        : null,
      discipline,
      specialties,
      years_of_experience: discipline === 'CNA' ? pick.int(0, 12) : pick.int(1, 25),
      license_states: licenseStates,
      compact_license: compact,
      desired_locations: [...new Set([city.state, ...otherStates])],
      desired_shift: pick.chance(0.9) ? pick.one(SHIFTS).key : null,
      employment_types: employment.length > 0 ? employment : ['permanent'],
      available_from: pick.chance(0.7) ? day(new Date(nowMs + pick.int(-10, 60) * DAY)) : null,
      owner_id: owner?.id ?? null,
      source: pick.weighted(SOURCES),
      tags: pick.chance(0.2)
        ? pick.some(
            TAGS,
            pick.weighted([
              [1, 4],
              [2, 1],
            ]),
          )
        : [],
      status,
      status_changed_at: statusChangedAt,
      created_at: new Date(created),
      updated_at: statusChangedAt,
    });
    histories.push({ activity, notes });
  }

  // One statement per table, the rows as one JSON parameter (PGlite takes thousands of bind parameters slowly).
  const inserted = await insertRowsAsJson(db, 'applicants', applicants, ['id', 'email']);
  const idOf = new Map(inserted.map((row) => [row.email as string, row.id as number]));
  const ids = applicants.map((a) => idOf.get(a.email)!);
  const activity = histories
    .flatMap((h, i) => h.activity.map((row) => ({ ...row, agency_id: agencyId, applicant_id: ids[i]! })))
    .sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertRowsAsJson(db, 'applicant_activity', activity);
  const notes = histories.flatMap((h, i) =>
    h.notes.map((row) => ({ ...row, agency_id: agencyId, applicant_id: ids[i]! })),
  );
  await insertRowsAsJson(db, 'applicant_notes', notes);
}
