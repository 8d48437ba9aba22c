import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import * as initial from './0001_initial';
import * as jobs from './0002_jobs';
import * as blobs from './0003_blobs';
import * as refreshGrace from './0004_refresh_grace';
import * as rateLimits from './0005_rate_limits';
import * as signingKeys from './0006_signing_keys';
import * as captcha from './0007_captcha';
import * as applicantPipeline from './0008_applicant_pipeline';
import * as applicantStatusCounts from './0009_applicant_status_counts';
import * as onboarding from './0010_onboarding';
import * as onboardingSearch from './0011_onboarding_search';
import * as onboardingAuditActions from './0012_onboarding_audit_actions';
import * as onboardingProgress from './0013_onboarding_progress';
import * as onboardingFormsII from './0014_onboarding_forms_ii';
import * as onboardingHealth from './0015_onboarding_health';
import * as agencyDocuments from './0016_agency_documents';
import * as uploadRequirements from './0017_upload_requirements';
import * as referencesPhysicalInfo from './0019_references_physical_info';
import * as institutions from './0020_institutions';
import * as jobOrders from './0021_job_orders';
import * as submissions from './0022_submissions';
import * as formsCatalogue from './0023_forms_catalogue';
import * as matching from './0024_matching';
import * as messaging from './0025_messaging';
import * as mailSettings from './0026_mail_settings';
import * as calendar from './0027_calendar';
import * as recruiterHistory from './0028_recruiter_history';
import * as auditLog from './0029_audit_log';
import * as staffAccounts from './0030_staff_accounts';
import * as agencySettings from './0031_agency_settings';
import * as rolePermissions from './0032_role_permissions';
import * as userPreferences from './0033_user_preferences';
import * as careers from './0034_careers';
import * as careersApplications from './0035_careers_applications';
import * as usSpelling from './0039_us_spelling';
import * as applicantNumbers from './0036_applicant_numbers';
import * as lastSignIn from './0038_last_sign_in';

/**
 * The one migration set, for PGlite and PostgreSQL alike (one SQL dialect), in order. One file per
 * change, `NNNN_name.ts` exporting `up` (and `down`), literal values only (never a live constant of the
 * contract). Append new migrations; never edit one that has shipped: databases record each by its name.
 * Run at start (buildApp) and by `agency-server migrate`.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_jobs': jobs,
  '0003_blobs': blobs,
  '0004_refresh_grace': refreshGrace,
  '0005_rate_limits': rateLimits,
  '0006_signing_keys': signingKeys,
  '0007_captcha': captcha,
  '0008_applicant_pipeline': applicantPipeline,
  '0009_applicant_status_counts': applicantStatusCounts,
  '0010_onboarding': onboarding,
  '0011_onboarding_search': onboardingSearch,
  '0012_onboarding_audit_actions': onboardingAuditActions,
  '0013_onboarding_progress': onboardingProgress,
  '0014_onboarding_forms_ii': onboardingFormsII,
  '0015_onboarding_health': onboardingHealth,
  '0016_agency_documents': agencyDocuments,
  '0017_upload_requirements': uploadRequirements,
  '0019_references_physical_info': referencesPhysicalInfo,
  '0020_institutions': institutions,
  '0021_job_orders': jobOrders,
  '0022_submissions': submissions,
  '0023_forms_catalogue': formsCatalogue,
  '0024_matching': matching,
  '0025_messaging': messaging,
  '0026_mail_settings': mailSettings,
  '0027_calendar': calendar,
  '0028_recruiter_history': recruiterHistory,
  '0029_audit_log': auditLog,
  '0030_staff_accounts': staffAccounts,
  '0031_agency_settings': agencySettings,
  '0032_role_permissions': rolePermissions,
  '0033_user_preferences': userPreferences,
  '0034_careers': careers,
  '0035_careers_applications': careersApplications,
  '0036_applicant_numbers': applicantNumbers,
  '0038_last_sign_in': lastSignIn,
  '0039_us_spelling': usSpelling,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${String(result.error instanceof Error ? result.error.message : result.error)}`,
      {
        cause: result.error,
      },
    );
  }
  return result;
}
