import { useNavigate } from 'react-router-dom';
import { Link, Text } from '@agency/ui';
import { useApiClient } from '@agency/api-client/swr';
import { usePortal } from '../../session/PortalContext';
import { useBranding } from '../../session/Branding';
import { PATHS } from '../../routing/paths';
import { AuthLayout } from '../../shared/AuthLayout';
import { usePortalCaptcha } from './captcha';
import { RegistrationStep } from './RegistrationStep';

/**
 * SPEC §2 registration: on success the user is logged in with the entered e-mail and password and goes
 * to verification; a failed register call shows 'Registration failed'. The captcha (issue 9) is solved in
 * the background while the form is filled in; a refused captcha shows the server's reason and starts a new one.
 */
export function RegistrationPage() {
  const client = useApiClient();
  const { config } = usePortal();
  // The agency's recruitment mailbox (Management → Agencies), else the portal's configured one.
  const recruitmentEmail = useBranding().branding?.RecruitmentEmail || config.recruitmentEmail;
  const navigate = useNavigate();
  const captcha = usePortalCaptcha();

  return (
    <AuthLayout>
      <RegistrationStep
        captcha={captcha}
        send={(payload, token) => client.registration.register(payload, { captcha: token })}
        onSignedIn={() => navigate(PATHS.verify)}
      >
        <Text size="sm" tone="muted">
          Having difficulty signing up? Send your resume to{' '}
          <Link href={`mailto:${recruitmentEmail}`}>{recruitmentEmail}</Link> and our recruiters will contact you.
        </Text>
      </RegistrationStep>
    </AuthLayout>
  );
}
