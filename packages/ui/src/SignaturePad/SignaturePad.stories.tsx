import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

/** Draws a stroke across the canvas with pointer events, as a finger or a mouse would. */
function drawStroke(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number, type: string, buttons: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'touch',
        isPrimary: true,
        button: 0,
        buttons,
        clientX: box.left + box.width * x,
        clientY: box.top + box.height * y,
      }),
    );
  at(0.1, 0.6, 'pointerdown', 1);
  for (let step = 1; step <= 10; step += 1) at(0.1 + step * 0.07, 0.6 - Math.sin(step) * 0.2, 'pointermove', 1);
  at(0.8, 0.5, 'pointerup', 0);
}

const meta = {
  title: 'UI/Inputs/SignaturePad',
  component: SignaturePad,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrawAndClear: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Draw your signature (optional)' });
    await step('says it is optional and that the typed name is the signature', async () => {
      await expect(group).toHaveAccessibleDescription(/Your typed name is your signature/);
      await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    });
    await step('a stroke gives a PNG', async () => {
      drawStroke(canvas.getByRole('img', { name: 'Signature drawing: empty' }) as HTMLCanvasElement);
      await waitFor(() =>
        expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/)),
      );
      await expect(canvas.getByText('Drawn')).toBeVisible();
    });
    await step('Clear empties it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(null);
      await expect(canvas.getByRole('img', { name: 'Signature drawing: empty' })).toBeVisible();
    });
  },
};

export const Phone: Story = {
  name: 'Phone width',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement).getByRole('img') as HTMLCanvasElement;
    // The canvas follows its container, in device pixels.
    await waitFor(() =>
      expect(canvas.width).toBe(Math.floor(canvas.offsetWidth * Math.max(window.devicePixelRatio, 1))),
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'The drawn signature is too large: clear it and draw it again' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAccessibleDescription(/too large/);
  },
};
