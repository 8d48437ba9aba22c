import { Heading, Stack, Text } from '@agency/ui';
import { useDocumentTitle } from '../../session/useDocumentTitle';

/** Landing page of the applicant area (SPEC §2). Its form comes with the onboarding forms issue. */
export function Component() {
  useDocumentTitle('Personal Info');
  return (
    <Stack gap={4}>
      <Heading level={1}>Personal Info</Heading>
      <Text>Welcome to your applicant area. Use the menu to go through your onboarding forms.</Text>
      <Text tone="muted">
        The personal information form is not available yet. It will appear here once it is built.
      </Text>
    </Stack>
  );
}
