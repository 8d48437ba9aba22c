import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert, Button, Spinner, Text } from '@agency/ui';
import { loadHosted } from './hosted';
import { CAPTCHA_TEXT, type CaptchaController } from './useCaptcha';

export interface CaptchaProps {
  /** The form's captcha (`useCaptcha`). */
  captcha: CaptchaController;
}

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Empty, it stays in the accessibility tree (so what appears in it is announced) but takes no room. */
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

/**
 * The captcha in a form. ALTCHA (the default) shows nothing while it solves in the background; a submit that
 * has to wait for it says so in a polite status line ("Checking that you are not a robot…"), and a failure
 * shows an error with a "Try again" button. No image puzzle, nothing to click. A hosted provider (Turnstile,
 * hCaptcha) renders its own widget here, its script loaded when the form first needs it.
 */
export function Captcha({ captcha }: CaptchaProps) {
  const { state } = captcha;
  const hosted = state.provider === 'turnstile' || state.provider === 'hcaptcha';
  const waitingText =
    state.waiting && state.status !== 'error'
      ? hosted && state.status === 'widget'
        ? `${CAPTCHA_TEXT.widgetLabel} below.`
        : CAPTCHA_TEXT.checking
      : '';
  return (
    <>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <Status role="status" aria-live="polite">
        {waitingText && (
          <>
            <Spinner size="sm" label={null} />
            <Text as="span" size="sm" tone="muted">
              {waitingText}
            </Text>
          </>
        )}
      </Status>
      {state.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button type="button" variant="secondary" size="sm" onClick={captcha.retry}>
              {CAPTCHA_TEXT.retry}
            </Button>
          }
        >
          {CAPTCHA_TEXT.failed}
        </Alert>
      )}
      {hosted && state.siteKey && <HostedWidget captcha={captcha} />}
    </>
  );
}

function HostedWidget({ captcha }: CaptchaProps) {
  const element = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: string; reset: (id: string) => void; remove?: (id: string) => void } | null>(null);
  const { provider, siteKey, round } = captcha.state;
  const { setWidgetToken, setWidgetError } = captcha;

  useEffect(() => {
    if (provider !== 'turnstile' && provider !== 'hcaptcha') return;
    let cancelled = false;
    loadHosted(provider).then(
      (api) => {
        if (cancelled || !element.current || !siteKey) return;
        const id = api.render(element.current, {
          sitekey: siteKey,
          callback: (token) => setWidgetToken(token),
          'expired-callback': () => setWidgetToken(null),
          'error-callback': () => setWidgetError(),
        });
        widget.current = { id, reset: (widgetId) => api.reset(widgetId), remove: api.remove?.bind(api) };
      },
      () => !cancelled && setWidgetError(),
    );
    return () => {
      cancelled = true;
      if (widget.current) widget.current.remove?.(widget.current.id);
      widget.current = null;
    };
  }, [provider, siteKey, setWidgetToken, setWidgetError]);

  // A token is good once: after a submit the widget starts a new check.
  useEffect(() => {
    if (round > 0 && widget.current) widget.current.reset(widget.current.id);
  }, [round]);

  return <div ref={element} aria-label={CAPTCHA_TEXT.widgetLabel} role="group" />;
}
