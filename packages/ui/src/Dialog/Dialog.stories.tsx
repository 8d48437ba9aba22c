import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

// Stories render in the preview's body; the dialog is portalled there too.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function DialogDemo(args: DialogProps) {
  const [open, setOpen] = useState(args.open);
  const close = () => {
    setOpen(false);
    args.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change status</Button>
      <Dialog
        {...args}
        open={open}
        onClose={close}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Save</Button>
          </>
        }
      >
        <TextField label="Reason" name="reason" />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Change applicant status',
    description: 'The applicant moves to Phone Screened.',
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndFocusesInside: Story = {
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Change status' }));
    const dialog = body.getByRole('dialog', { name: 'Change applicant status' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleDescription('The applicant moves to Phone Screened.');
    // Rendered in a portal, outside the story's root.
    await expect(canvasElement).not.toContainElement(dialog);
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
  },
};

export const TrapsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const opener = body.getByRole('button', { name: 'Change status' });
    await userEvent.click(opener);
    const dialog = body.getByRole('dialog');
    const first = within(dialog).getByRole('button', { name: 'Close dialog' });
    const last = within(dialog).getByRole('button', { name: 'Save' });

    last.focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('');
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Change status' }));
    const dialog = body.getByRole('dialog');
    // A click inside the dialog does not close it.
    await userEvent.click(within(dialog).getByText('The applicant moves to Phone Screened.'));
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    const overlay = dialog.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OverlayClickDisabled: Story = {
  args: { closeOnOverlayClick: false },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Change status' }));
    const overlay = body.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Close dialog' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const OpenInitially: Story = {
  args: { open: true, size: 'sm' },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Change applicant status' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  },
};
