import type { ApplicantActivityKind, ApplicantStatus } from '@agency/api-client/contract';

/** The events of the applicant pipeline (platform/events.ts). */
declare module '../../platform/events' {
  interface Events {
    /**
     * An applicant's status changed (a move, a bulk move, a submission's offer or placement), in the move's
     * transaction. `activityId`, the history row of the move, is unique to it (a once-only key).
     */
    'applicant.statusChanged': {
      agencyId: number;
      applicantId: number;
      activityId: number;
      from: ApplicantStatus;
      to: ApplicantStatus;
      actor: { recruiterId: number; name: string };
    };
    /**
     * A row for an applicant's timeline, told by the features that act on an applicant (careers, messaging,
     * onboarding, references); the applicants feature owns the timeline and writes it (records.ts
     * `writeActivity`). `actor` null: the system.
     */
    'applicant.activity': {
      agencyId: number;
      applicantId: number;
      actor: { recruiterId: number; name: string } | null;
      kind: ApplicantActivityKind;
      text: string;
    };
  }
}
