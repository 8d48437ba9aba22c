import { stateTimeZone, type RoleKey } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import type { PasswordHasher } from '../../platform/password';
import { createAgency } from './service';
import type { EventBus } from '../../platform/events';

/** The demo agency `demo` with its owner and a complete profile (seed/demo.ts). Answers its id. */
export async function seedDemoAgency(
  deps: { db: Db; hasher: PasswordHasher; events: EventBus },
  domain: string,
  owner: { email: string; password: string; firstName: string; lastName: string; roles: RoleKey[]; title: string },
): Promise<number> {
  const { db } = deps;
  const { agencyId } = await createAgency(
    deps,
    { slug: 'demo', name: 'Demo Healthcare Staffing', recruitmentEmail: `careers@${domain}` },
    owner,
  );
  await db
    .updateTable('agencies')
    .set({
      email: `office@${domain}`,
      phone: '+1 555 010 2000',
      website: 'https://demo.test',
      address1: '100 Main Street',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62701',
      // Its state's zone (Illinois: America/Chicago), so the demo's times are its working hours.
      time_zone: stateTimeZone('IL'),
    })
    .where('id', '=', agencyId)
    .execute();
  return agencyId;
}
