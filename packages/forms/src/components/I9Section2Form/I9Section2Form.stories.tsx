import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validI9Section2, validI9Section2ListBC } from '../../schemas/onboarding/i9/fixtures';
import { I9Section2Form } from './I9Section2Form';

const meta = {
  title: 'Forms/Onboarding/I-9 Section 2',
  component: I9Section2Form,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof I9Section2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.i9;

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    for (const message of [
      m.documentsKindRequired,
      m.firstDayRequired,
      m.employerLastNameRequired,
      m.employerFirstNameRequired,
      m.employerTitleRequired,
      m.businessNameRequired,
      m.businessAddressRequired,
    ])
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Lists: Story = {
  name: 'List A, or List B and List C',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('List A: one document, more can be added; no document is suggested', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'One document from List A' }));
      await expect(canvas.getByRole('group', { name: 'List A document 1' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Document Title' })).toHaveValue('');
      await userEvent.click(canvas.getByRole('button', { name: 'Add a List A document' }));
      await expect(canvas.getByRole('group', { name: 'List A document 2' })).toBeVisible();
    });
    await step('List B and C: one of each', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'One document from List B and one from List C' }));
      await expect(canvas.queryByRole('group', { name: 'List A document 1' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('group', { name: 'List B document' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findAllByRole('link', { name: m.documentTitleRequired })).toHaveLength(2);
    });
  },
};

export const ListA: Story = {
  name: 'A passport, filled in (desktop)',
  args: { defaultValues: validI9Section2 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validI9Section2));
  },
};

export const ListBC: Story = {
  name: 'List B and List C, filled in',
  args: { defaultValues: validI9Section2ListBC },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /alternative procedure/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validI9Section2ListBC));
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: { defaultValues: validI9Section2, serverErrors: { 'ListA[0].Number': m.documentNumberInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Document Number (if any)' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('link', { name: m.documentNumberInvalid })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (masked numbers)',
  args: {
    readOnly: true,
    defaultValues: { ...validI9Section2ListBC, ListB: { ...validI9Section2ListBC.ListB!, Number: '****5678' } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****5678')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'List C document' })).toBeVisible();
  },
};
