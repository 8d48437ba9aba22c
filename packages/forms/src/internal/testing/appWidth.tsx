import type { Decorator } from '@storybook/react-vite';
import { Stack, theme } from '@agency/ui';

/**
 * The width the portal gives each form (the form's own box), so that a story shows it as people see it.
 * Keep in step with the portal when its layouts change.
 */
export const APP_FORM_WIDTHS = {
  /** Login, registration, verification: inside the open screens' card (ui `sizes.auth`, Card padding, 1px border). */
  auth: `calc(${theme.sizes.auth} - 2 * ${theme.space[5]} - 2px)`,
  /** Forgot password: the login screen's small dialog (Dialog size sm: 24rem, 1.5rem padding). */
  dialog: 'calc(24rem - 2 * 1.5rem)',
} as const;

/**
 * Story decorator: renders the form at the width the portal gives it. `settings` (profile, change password,
 * agency profile) is the staff settings screens' column, ui's `Stack maxWidth="narrow"`; the others are
 * `APP_FORM_WIDTHS`.
 */
export function atAppWidth(width: keyof typeof APP_FORM_WIDTHS | 'settings'): Decorator {
  return function AppWidth(Story) {
    return width === 'settings' ? (
      <Stack maxWidth="narrow">
        <Story />
      </Stack>
    ) : (
      <div style={{ maxWidth: APP_FORM_WIDTHS[width] }}>
        <Story />
      </div>
    );
  };
}
