import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from '../Provider';
import { MOBILE_BREAKPOINT_PX } from '../theme';
import { AppShell } from './AppShell';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

function Shell({ onChange }: { onChange?: (toggled: boolean) => void }) {
  const [toggled, setToggled] = useState(false);
  return (
    <Provider>
      <AppShell
        brand="Agency Portal"
        toggled={toggled}
        onToggledChange={(next) => {
          setToggled(next);
          onChange?.(next);
        }}
        sideNav={
          <nav aria-label="Applicant">
            <a href="#identification-info">Identification Info</a>
          </nav>
        }
      >
        <h1>Personal Info</h1>
      </AppShell>
    </Provider>
  );
}

// jsdom applies no media queries, so the (small-window only) button counts as hidden there: find it by
// what it controls and check its text.
function toggle(): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>('header button[aria-controls]');
  if (!button) throw new Error('no menu button');
  expect(button).toHaveTextContent('Menu');
  return button;
}

describe('AppShell toggled state (small windows)', () => {
  beforeEach(() => setWidth(375));
  afterAll(() => setWidth(1024));

  it('opens and closes the side menu with the menu button', async () => {
    render(<Shell />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)).toHaveAttribute('data-toggled', 'true');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the window becomes wider than 768 px, not at 768 px', async () => {
    const onChange = vi.fn();
    render(<Shell onChange={onChange} />);
    await userEvent.click(toggle());
    setWidth(MOBILE_BREAKPOINT_PX);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    setWidth(MOBILE_BREAKPOINT_PX + 1);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape (focus back on the button) and when a link is followed', async () => {
    render(<Shell />);
    await userEvent.click(toggle());
    screen.getByRole('link', { name: 'Identification Info' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();

    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('link', { name: 'Identification Info' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape on the menu button itself', async () => {
    render(<Shell />);
    await userEvent.click(toggle());
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('closes when focus moves on into the content the drawer covers', async () => {
    const onChange = vi.fn();
    render(
      <Provider>
        <AppShell
          brand="Agency Portal"
          onToggledChange={onChange}
          sideNav={<a href="#identification-info">Identification Info</a>}
        >
          <a href="#details">Details</a>
        </AppShell>
      </Provider>,
    );
    await userEvent.click(toggle());
    screen.getByRole('link', { name: 'Identification Info' }).focus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Details' })).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
