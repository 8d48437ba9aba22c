import { useState } from 'react';
import { Button } from '@agency/ui';
import { can, type MessageChannel } from '@agency/api-client/contract';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { ComposeMessageDialog } from './ComposeMessageDialog';

export interface MessageActionsProps {
  applicant: { ApplicantId: number; Name: string; Email: string; MobilePhone: string };
  /** After a send (e.g. to refresh the record's activity and messages). */
  onSent?: () => void;
}

/** "Send e-mail" and "Send SMS" for one applicant (staff who may send messages). */
export function MessageActions({ applicant, onSent }: MessageActionsProps) {
  const staff = useSignedInStaff();
  const [channel, setChannel] = useState<MessageChannel | null>(null);
  if (!can(staff.roles, 'messages.send')) return null;
  return (
    <>
      <Button variant="secondary" disabled={!applicant.Email.trim()} onClick={() => setChannel('email')}>
        Send e-mail
      </Button>
      <Button variant="secondary" disabled={!applicant.MobilePhone.trim()} onClick={() => setChannel('sms')}>
        Send SMS
      </Button>
      {channel ? (
        <ComposeMessageDialog
          channel={channel}
          recipients={{
            kind: 'applicants',
            applicants: [{ ApplicantId: applicant.ApplicantId, Name: applicant.Name }],
          }}
          onClose={() => setChannel(null)}
          onSent={onSent}
        />
      ) : null}
    </>
  );
}
