import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useToast } from './ToastProvider';

interface ToastDemoProps {
  /** Time on screen for the toasts this demo shows, in milliseconds. */
  duration: number;
}

// Uses the ToastProvider that the ui Provider (the preview decorator) already renders.
function ToastDemo({ duration }: ToastDemoProps) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button variant="danger" onClick={() => toast.show('The email or password is incorrect.', { duration })}>
        Show error
      </Button>
      <Button onClick={() => toast.success('Please check your mail.', { duration })}>Show success</Button>
      <Button variant="secondary" onClick={() => toast.info('Your session continues.', { duration })}>
        Show info
      </Button>
      <Button variant="ghost" onClick={() => toast.dismiss()}>
        Dismiss all
      </Button>
    </div>
  );
}

const meta = {
  title: 'UI/Feedback/Toast',
  component: ToastDemo,
  args: { duration: 60_000 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const setup = (canvasElement: HTMLElement) => {
  const document = canvasElement.ownerDocument;
  const region = within(document.body).getByRole('region', { name: 'Notifications' });
  const assertive = region.querySelector<HTMLElement>('[aria-live="assertive"]');
  const polite = region.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!assertive || !polite) throw new globalThis.Error('Toast live regions are missing');
  return { canvas: within(canvasElement), region, assertive, polite };
};

export const ErrorToast: Story = {
  play: async ({ canvasElement, step }) => {
    await step('an error toast is the default and is announced at once (assertive)', async () => {
      const { canvas, assertive, polite } = setup(canvasElement);
      // Both live regions exist, empty, before any toast.
      await expect(assertive).toBeEmptyDOMElement();
      await expect(polite).toBeEmptyDOMElement();
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await expect(within(assertive).getByText('The email or password is incorrect.')).toBeVisible();
      await expect(polite).toBeEmptyDOMElement();
    });
  },
};

export const SuccessAndInfo: Story = {
  play: async ({ canvasElement, step }) => {
    await step('success and info toasts are announced politely', async () => {
      const { canvas, assertive, polite } = setup(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
      await expect(within(polite).getByText('Please check your mail.')).toBeVisible();
      await expect(within(polite).getByText('Your session continues.')).toBeVisible();
      await expect(assertive).toBeEmptyDOMElement();
    });
  },
};

export const SeveralToasts: Story = {
  play: async ({ canvasElement, step }) => {
    await step('toasts stack, each can be dismissed, and all at once', async () => {
      const { canvas, region, assertive } = setup(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
      const closeButtons = within(region).getAllByRole('button', { name: 'Dismiss notification' });
      await expect(closeButtons).toHaveLength(3);
      await expect(within(assertive).getAllByText('The email or password is incorrect.')).toHaveLength(2);

      await userEvent.click(
        within(assertive).getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement,
      );
      await expect(within(assertive).getAllByText('The email or password is incorrect.')).toHaveLength(1);
      await expect(within(region).getByText('Please check your mail.')).toBeVisible();

      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss all' }));
      await expect(within(region).queryAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(0);
    });
  },
};

export const DismissWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, region } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const close = within(region).getByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).queryByText('The email or password is incorrect.')).not.toBeInTheDocument();
  },
};

export const AutoDismiss: Story = {
  args: { duration: 400 },
  play: async ({ canvasElement }) => {
    const { canvas, assertive } = setup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(within(assertive).getByText('The email or password is incorrect.')).toBeVisible();
    await waitFor(() => expect(assertive).toBeEmptyDOMElement(), { timeout: 2000 });
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const PausedWhileHovered: Story = {
  args: { duration: 400 },
  play: async ({ canvasElement, step }) => {
    await step('hovering a toast pauses its timer; leaving restarts it', async () => {
      const { canvas, assertive } = setup(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      const message = within(assertive).getByText('The email or password is incorrect.');
      await userEvent.hover(message);
      await wait(800);
      await expect(message).toBeInTheDocument();
      await userEvent.unhover(message);
      await waitFor(() => expect(assertive).toBeEmptyDOMElement(), { timeout: 2000 });
    });
  },
};

export const PausedWhileFocused: Story = {
  args: { duration: 400 },
  play: async ({ canvasElement, step }) => {
    await step('a focused toast stays until focus leaves', async () => {
      const { canvas, assertive } = setup(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
      within(assertive).getByRole('button', { name: 'Dismiss notification' }).focus();
      await wait(800);
      await expect(within(assertive).getByText('The email or password is incorrect.')).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
      await waitFor(() => expect(assertive).toBeEmptyDOMElement(), { timeout: 2000 });
    });
  },
};

const middleOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
};

// The glyph, the first line of the message and the close button share one centre line.
export const IconTextAndCloseAligned: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the icon, the first line and the close button share one centre line', async () => {
      const { canvas, polite } = setup(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
      const message = within(polite).getByText('Your session continues.');
      const close = within(polite).getByRole('button', { name: 'Dismiss notification' });
      const glyph = message.closest('[data-tone]')?.querySelector('[aria-hidden="true"]');
      if (!glyph) throw new globalThis.Error('Toast glyph not found');
      const firstLineMiddle =
        message.getBoundingClientRect().top + parseFloat(getComputedStyle(message).lineHeight) / 2;
      await expect(Math.abs(middleOf(close) - firstLineMiddle)).toBeLessThanOrEqual(1.5);
      await expect(Math.abs(middleOf(glyph) - firstLineMiddle)).toBeLessThanOrEqual(1.5);
      await userEvent.click(close);
      await expect(polite).toBeEmptyDOMElement();
    });
  },
};
