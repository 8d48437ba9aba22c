import { createEventBus, type EventBus } from '../platform/events';
import { publishDefaultDocuments } from '../features/agency-documents';
import { onApplicantActivity } from '../features/applicants';
import { replaceFormExpiries } from '../features/credentials';

/**
 * The server's event listeners (platform/events.ts), wired here, where the app is composed, so a feature never
 * imports the features that react to what it writes. Each listener runs in the writer's transaction.
 *
 *   event                      written by                                heard by
 *   agency.created             agency (CLI, operators, demo seed)        agency-documents: the example documents
 *   onboarding.formSubmitted   onboarding (a submission, the seed)       credentials: the form's credential expiries
 *   applicant.activity         careers, messaging, onboarding, references  applicants: the applicant's timeline
 *   applicant.statusChanged    applicants (moves), job orders (offers)   messaging: automatic messages *
 *   submission.statusChanged   job orders (a submission's move)          calendar: the interview and its invitation *
 *
 * `createEvents` adds the listeners that need nothing but the transaction; the CLI and the demo seed write
 * through such a bus as it is. Those marked * need the app's services and are added by registerFeatures
 * (./features.ts); no CLI or seed writer emits their events.
 */
export function createEvents(): EventBus {
  const events = createEventBus();
  events.on('agency.created', publishDefaultDocuments);
  events.on('onboarding.formSubmitted', replaceFormExpiries);
  events.on('applicant.activity', onApplicantActivity);
  return events;
}
