import { Stack, Text } from '@agency/ui';
import { RoutePageHeader } from '../../routing/RoutePageHeader';

/** Landing page of the applicant area (SPEC §2). Its form comes with the onboarding forms issue. */
export function PersonalInfoPage() {
  return (
    <Stack gap={4}>
      <RoutePageHeader />
      <Text>Welcome to your applicant area. Use the menu to go through your onboarding forms.</Text>
      <Text tone="muted">
        The personal information form is not available yet. It will appear here once it is built.
      </Text>
    </Stack>
  );
}
