import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { I9_SECTION1_ATTESTATION_TEXT } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { SignatureStep } from './SignatureStep';

const meta = {
  title: 'Forms/Onboarding/Signature Step',
  component: SignatureStep,
  args: { onSign: fn(), certification: I9_SECTION1_ATTESTATION_TEXT },
} satisfies Meta<typeof SignatureStep>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.signature;

/** Draws a stroke with pointer events. */
function drawStroke(canvas: HTMLCanvasElement) {
  const box = canvas.getBoundingClientRect();
  const at = (x: number, type: string, buttons: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        buttons,
        clientX: box.left + box.width * x,
        clientY: box.top + box.height * (0.5 + Math.sin(x * 10) * 0.2),
      }),
    );
  at(0.1, 'pointerdown', 1);
  for (let x = 0.15; x < 0.8; x += 0.05) at(x, 'pointermove', 1);
  at(0.8, 'pointerup', 0);
}

export const TypedOnly: Story = {
  name: 'Typed name only (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the certification is shown; Sign without a name says what to do', async () => {
      await expect(canvas.getByText(I9_SECTION1_ATTESTATION_TEXT)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
      const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
      await expect(within(summary).getByRole('link', { name: m.typedNameRequired })).toBeVisible();
      await expect(args.onSign).not.toHaveBeenCalled();
    });
    await step('a typed name alone signs (the drawing is optional)', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Type your full legal name' }), ' Maria L Rivera ');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
      await waitFor(() => expect(args.onSign).toHaveBeenCalledWith({ TypedName: 'Maria L Rivera', Drawn: null }));
    });
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const TypedAndDrawn: Story = {
  name: 'Typed and drawn (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type your full legal name' }), 'Maria L Rivera');
    drawStroke(canvas.getByRole('img', { name: 'Signature drawing: empty' }) as HTMLCanvasElement);
    await expect(await canvas.findByRole('img', { name: 'Signature drawing: drawn' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign' }));
    await waitFor(() =>
      expect(args.onSign).toHaveBeenCalledWith({
        TypedName: 'Maria L Rivera',
        Drawn: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
      }),
    );
  },
};

export const ServerError: Story = {
  name: 'Server error on the drawing',
  args: { defaultValues: { TypedName: 'Maria L Rivera' }, serverErrors: { TypedName: 'Type the name on your form' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Type your full legal name' })).toHaveAccessibleDescription(
        expect.stringContaining('Type the name on your form'),
      ),
    );
  },
};

export const Sending: Story = {
  args: { defaultValues: { TypedName: 'Maria L Rivera' }, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Type your full legal name' })).toBeDisabled();
  },
};
