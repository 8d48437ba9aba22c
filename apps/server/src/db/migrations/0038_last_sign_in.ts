import { sql, type Kysely } from 'kysely';

/**
 * 0038_last_sign_in (issue 28, item 11): one source for an account's last sign-in. `users.last_sign_in_at`
 * (0029, set by every sign-in) is what Recruiters and Manage Users both show now; Recruiters used to read the
 * newest Recruiter History entry instead, which sign-ins before 0029 (and the demo seed) wrote without the
 * column, so one screen said "Never" where the other named a day. The column takes the newest entry where it
 * is empty or older. Nothing to undo: the values are true sign-ins. Literal values only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users AS u SET last_sign_in_at = e.last
    FROM (
      SELECT r.user_id, max(x.entry_at) AS last
      FROM recruiter_entries x JOIN recruiters r ON r.id = x.recruiter_id AND r.agency_id = x.agency_id
      GROUP BY r.user_id
    ) AS e
    WHERE u.id = e.user_id AND (u.last_sign_in_at IS NULL OR u.last_sign_in_at < e.last)`.execute(db);
}

export async function down(): Promise<void> {
  // The sign-ins written stay true: nothing to take back.
}
