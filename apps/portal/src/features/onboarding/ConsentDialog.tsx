import { useState } from 'react';
import { Button, Checkbox, Dialog, Stack, Text } from '@agency/ui';
import { ESIGN_CONSENT_TEXT } from '@agency/api-client/contract';

export interface ConsentDialogProps {
  sending: boolean;
  onAgree: () => void;
  onCancel: () => void;
}

const [TITLE, ...PARAGRAPHS] = ESIGN_CONSENT_TEXT.split('\n\n');

/** The e-signature disclosure (ESIGN_CONSENT_TEXT), ticked and agreed to before the first signature. */
export function ConsentDialog({ sending, onAgree, onCancel }: ConsentDialogProps) {
  const [ticked, setTicked] = useState(false);
  const [tried, setTried] = useState(false);
  return (
    <Dialog
      open
      onClose={onCancel}
      title={TITLE}
      footer={
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button variant="secondary" onClick={onCancel}>
            Not now
          </Button>
          <Button
            loading={sending}
            onClick={() => {
              setTried(true);
              if (ticked) onAgree();
            }}
          >
            I agree
          </Button>
        </Stack>
      }
    >
      <Stack gap={3}>
        {PARAGRAPHS.map((paragraph) => (
          <Text key={paragraph.slice(0, 40)}>{paragraph}</Text>
        ))}
        <Checkbox
          label="I have read this notice and agree to use electronic records and signatures"
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
          error={ticked ? undefined : 'Tick the box to agree.'}
          showError={tried}
        />
      </Stack>
    </Dialog>
  );
}
