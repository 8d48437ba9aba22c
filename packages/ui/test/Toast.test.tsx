import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, useToast, type ToastApi } from '../src/index';

let toast: ToastApi;

/** Mounts the ui Provider (which holds the ToastProvider) and returns its toast functions. */
function mountToasts(toastDuration?: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider toastDuration={toastDuration}>{children}</Provider>
  );
  toast = renderHook(() => useToast(), { wrapper }).result.current;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });
const assertive = () => region().querySelector('[aria-live="assertive"]') as HTMLElement;
const polite = () => region().querySelector('[aria-live="polite"]') as HTMLElement;

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders both live regions before any toast', () => {
    mountToasts();
    expect(assertive()).toBeEmptyDOMElement();
    expect(polite()).toBeEmptyDOMElement();
  });

  it('show() is an error by default; success and info are polite', () => {
    mountToasts();
    act(() => {
      toast.show('Registration failed');
      toast.success('Please check your mail.');
      toast.info('Heads up');
    });
    expect(within(assertive()).getByText('Registration failed')).toBeInTheDocument();
    expect(within(polite()).getByText('Please check your mail.')).toBeInTheDocument();
    expect(within(polite()).getByText('Heads up')).toBeInTheDocument();
  });

  it('goes away after the provider duration, not before', () => {
    mountToasts(1000);
    act(() => void toast.error('Invalid Code'));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByText('Invalid Code')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Invalid Code')).not.toBeInTheDocument();
  });

  it('uses 5 seconds by default and a per-toast duration when given', () => {
    mountToasts();
    act(() => {
      toast.error('default');
      toast.error('short', { duration: 100 });
      toast.error('sticky', { duration: Infinity });
    });
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.queryByText('short')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4899));
    expect(screen.getByText('default')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('default')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(60_000));
    expect(screen.getByText('sticky')).toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    mountToasts(1000);
    act(() => void toast.error('The email or password is incorrect.'));
    const item = screen.getByText('The email or password is incorrect.');
    act(() => void vi.advanceTimersByTime(600));
    fireEvent.mouseEnter(item.closest('[data-tone]') as HTMLElement);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(item).toBeInTheDocument();
    fireEvent.mouseLeave(item.closest('[data-tone]') as HTMLElement);
    act(() => void vi.advanceTimersByTime(399));
    expect(item).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(item).not.toBeInTheDocument();
  });

  it('pauses while focus is inside it', () => {
    mountToasts(1000);
    act(() => void toast.error('Something went wrong on server.'));
    const close = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('Something went wrong on server.')).toBeInTheDocument();
    act(() => close.blur());
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Something went wrong on server.')).not.toBeInTheDocument();
  });

  it('dismiss(id) removes one toast, dismiss() all; the close button removes its own', () => {
    mountToasts();
    let first = '';
    act(() => {
      first = toast.error('one');
      toast.error('two');
      toast.success('three');
    });
    act(() => toast.dismiss(first));
    expect(screen.queryByText('one')).not.toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    const [closeTwo] = within(assertive()).getAllByRole('button', { name: 'Dismiss notification' });
    fireEvent.click(closeTwo as HTMLElement);
    expect(screen.queryByText('two')).not.toBeInTheDocument();
    act(() => toast.dismiss());
    expect(screen.queryByText('three')).not.toBeInTheDocument();
  });

  it('stacks newest last, with an optional title', () => {
    mountToasts();
    act(() => {
      toast.error('first');
      toast.error('second', { title: 'Login' });
    });
    expect(assertive().textContent).toMatch(/first.*Login.*second/s);
  });

  it('useToast outside a provider fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow(/inside <ToastProvider>/);
    spy.mockRestore();
  });
});
