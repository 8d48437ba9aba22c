import { render, screen } from '@testing-library/react';
import { Provider } from '../Provider';
import { theme } from '../theme';
import { Stack } from './Stack';

describe('Stack maxWidth: the theme sizes', () => {
  it('caps the open screens card at sizes.auth (28rem) and forms at sizes.narrow (32rem)', () => {
    expect(theme.sizes).toEqual({ narrow: '32rem', auth: '28rem' });
    render(
      <Provider withGlobalStyle={false}>
        <Stack as="main" maxWidth="auth">
          auth
        </Stack>
        <Stack maxWidth="narrow">narrow</Stack>
        <Stack>full</Stack>
      </Provider>,
    );
    expect(getComputedStyle(screen.getByRole('main')).maxWidth).toBe('28rem');
    expect(getComputedStyle(screen.getByText('narrow')).maxWidth).toBe('32rem');
    expect(getComputedStyle(screen.getByText('full')).maxWidth).toBe('none');
  });
});
