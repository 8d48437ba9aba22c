import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

// Stories render in the preview's body; the dialog is portalled there too.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function DialogDemo({ fields = 1, ...args }: DialogProps & { fields?: number }) {
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
        {Array.from({ length: fields - 1 }, (_, index) => (
          <TextField key={index} label={`Note ${index + 2}`} name={`note${index + 2}`} />
        ))}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Overlays/Dialog',
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

export const Opened: Story = {
  play: async ({ canvasElement, step }) => {
    await step('opens as a modal in a portal, focuses its first field and locks the page scroll', async () => {
      const body = page(canvasElement);
      await userEvent.click(body.getByRole('button', { name: 'Change status' }));
      const dialog = body.getByRole('dialog', { name: 'Change applicant status' });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription('The applicant moves to Phone Screened.');
      // Rendered in a portal, outside the story's root.
      await expect(canvasElement).not.toContainElement(dialog);
      await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
      await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    });
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('Tab and Shift+Tab stay inside; Escape closes and focus returns to the opener', async () => {
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
    });
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ args, canvasElement, step }) => {
    await step('a click inside keeps it open, a click on the overlay closes it', async () => {
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
    });
  },
};

export const ClickOutsideIgnored: Story = {
  args: { closeOnOverlayClick: false },
  play: async ({ args, canvasElement, step }) => {
    await step('with closeOnOverlayClick off, only the close button closes it', async () => {
      const body = page(canvasElement);
      await userEvent.click(body.getByRole('button', { name: 'Change status' }));
      const overlay = body.getByRole('dialog').parentElement as HTMLElement;
      await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 5, y: 5 } });
      await expect(body.getByRole('dialog')).toBeInTheDocument();
      await expect(args.onClose).not.toHaveBeenCalled();
      await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Close dialog' }));
      await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

export const SmallOpenOnLoad: Story = {
  args: { open: true, size: 'sm' },
  play: async ({ canvasElement, step }) => {
    await step('open from the first render, with the first field focused', async () => {
      const dialog = page(canvasElement).getByRole('dialog', { name: 'Change applicant status' });
      await expect(dialog).toBeVisible();
      await expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    });
  },
};

/** The action buttons are on screen and not covered: the element at their centre is the button itself. */
async function expectActionsInView(dialog: HTMLElement) {
  for (const name of ['Cancel', 'Save']) {
    const button = within(dialog).getByRole('button', { name });
    const box = button.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(button.contains(atCentre)).toBe(true);
  }
}

function longDialogPlay(): Story['play'] {
  return async ({ canvasElement, step }) => {
    await step('a dialog taller than the window keeps Cancel and Save visible; its body scrolls', async () => {
      const dialog = page(canvasElement).getByRole('dialog', { name: 'Change applicant status' });
      await expectActionsInView(dialog);
      // Tabbing down the fields scrolls each one into view above the actions, never behind them.
      const footer = within(dialog).getByRole('button', { name: 'Save' }).parentElement!;
      for (let index = 2; index <= 20; index++) {
        await userEvent.tab();
        const field = within(dialog).getByRole('textbox', { name: `Note ${index}` });
        await expect(field).toHaveFocus();
        await expect(field.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top);
      }
      await expectActionsInView(dialog);
    });
  };
}

export const LongAtDesktop: Story = {
  args: { open: true },
  render: (args) => <DialogDemo {...args} fields={20} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: longDialogPlay(),
};

export const LongOnAPhone: Story = {
  args: { open: true },
  render: (args) => <DialogDemo {...args} fields={20} />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: longDialogPlay(),
};

export const LongFormWithItsOwnActions: Story = {
  args: { open: true },
  // A form package's form carries its own action row (marked data-form-actions), not the dialog's footer.
  render: (args) => (
    <Dialog {...args}>
      <form onSubmit={(event) => event.preventDefault()}>
        {Array.from({ length: 20 }, (_, index) => (
          <TextField key={index} label={`Note ${index + 1}`} name={`note${index + 1}`} />
        ))}
        <div data-form-actions="">
          <Button variant="secondary" onClick={args.onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Dialog>
  ),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Change applicant status' });
    await expectActionsInView(dialog);
  },
};
