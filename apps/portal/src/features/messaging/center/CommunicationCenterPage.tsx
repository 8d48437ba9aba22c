import { useState } from 'react';
import { Button, Stack, Tabs } from '@agency/ui';
import { can, type MessageChannel } from '@agency/api-client/contract';
import { RoutePageHeader } from '../../../routing/RoutePageHeader';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { ComposeMessageDialog } from '../compose/ComposeMessageDialog';
import { AutomationsTab } from './AutomationsTab';
import { QueueTab } from './QueueTab';
import { SavedSearchesTab } from './SavedSearchesTab';
import { TemplatesTab } from './TemplatesTab';

/**
 * The Communication Center: the e-mail and SMS templates (agency-wide and personal), the messages waiting to
 * leave (scheduled, held for quiet hours, queued) with Cancel, the automatic messages on pipeline moves, the
 * saved searches, and sending to everyone in a saved search.
 */
export function CommunicationCenterPage() {
  const staff = useSignedInStaff();
  const [tab, setTab] = useState('templates');
  const [compose, setCompose] = useState<MessageChannel | null>(null);
  const mayAgency = can(staff.roles, 'templates.agency');
  const maySend = can(staff.roles, 'messages.send');

  return (
    <Stack gap={5}>
      <RoutePageHeader
        actions={
          maySend ? (
            <>
              <Button variant="secondary" onClick={() => setCompose('email')}>
                E-mail a saved search
              </Button>
              <Button variant="secondary" onClick={() => setCompose('sms')}>
                SMS a saved search
              </Button>
            </>
          ) : undefined
        }
      />
      <Tabs
        label="Communication"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'templates', label: 'Templates', content: <TemplatesTab mayAgency={mayAgency} /> },
          { id: 'queue', label: 'Scheduled', content: <QueueTab /> },
          { id: 'automations', label: 'Automatic messages', content: <AutomationsTab mayEdit={mayAgency} /> },
          { id: 'saved-searches', label: 'Saved searches', content: <SavedSearchesTab /> },
        ]}
      />
      {compose ? (
        <ComposeMessageDialog
          channel={compose}
          recipients={{ kind: 'saved-search' }}
          onClose={() => setCompose(null)}
        />
      ) : null}
    </Stack>
  );
}
