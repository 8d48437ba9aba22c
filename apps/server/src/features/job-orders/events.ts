import type { SubmissionStatus } from '@agency/api-client/contract';
import type { StaffActor } from '../../core/identity';

/** The events of job orders (platform/events.ts). */
declare module '../../platform/events' {
  interface Events {
    /**
     * A staff member moved a submission to another status (or changed its interview's time), in the move's
     * transaction. `interviewAt`: the interview's time when the status is Interview, else null.
     */
    'submission.statusChanged': {
      agencyId: number;
      submissionId: number;
      applicantId: number;
      jobOrderId: number;
      jobOrderTitle: string;
      from: SubmissionStatus;
      to: SubmissionStatus;
      interviewAt: Date | null;
      actor: StaffActor;
    };
  }
}
