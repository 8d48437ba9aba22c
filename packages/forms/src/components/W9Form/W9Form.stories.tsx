import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { W9_LINE_3B_TEXT } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validW9, validW9Llc } from '../../schemas/onboarding/w9/fixtures';
import { W9Form } from './W9Form';

const meta = {
  title: 'Forms/Onboarding/W-9',
  component: W9Form,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof W9Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.w9;
const phone = { viewport: { value: 'phone', isRotated: false } };

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: phone,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    for (const message of [
      m.nameRequired,
      m.taxClassificationRequired,
      m.addressRequired,
      m.cityRequired,
      m.stateRequired,
      m.zipRequired,
      m.tinTypeRequired,
    ])
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: m.taxClassificationRequired }));
    await expect(canvas.getByRole('radio', { name: 'Individual/sole proprietor' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const ConditionalLines: Story = {
  name: 'LLC letter and line 3b appear where they apply',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const partners = () => canvas.queryByRole('checkbox', { name: `3b ${W9_LINE_3B_TEXT}` });
    await step('an individual has neither', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Individual/sole proprietor' }));
      await expect(canvas.queryByRole('combobox', { name: 'LLC tax classification' })).not.toBeInTheDocument();
      await expect(partners()).not.toBeInTheDocument();
    });
    await step('an LLC asks its letter; P brings line 3b', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'LLC' }));
      await expect(partners()).not.toBeInTheDocument();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'LLC tax classification' }), 'P');
      await expect(partners()).toBeVisible();
    });
    await step('Other asks the classification written out', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Other (see instructions)' }));
      await expect(canvas.getByRole('textbox', { name: 'Other tax classification' })).toBeVisible();
      await expect(partners()).not.toBeInTheDocument();
    });
  },
};

export const TinMask: Story = {
  name: 'The TIN takes its dashes as it is typed',
  args: { defaultValues: { ...validW9, Tin: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ssn = canvas.getByRole('textbox', { name: 'Social security number' });
    await expect(ssn).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(ssn, '123456789');
    await expect(ssn).toHaveValue('123-45-6789');
    await userEvent.click(canvas.getByRole('radio', { name: 'Employer identification number' }));
    await expect(canvas.getByRole('textbox', { name: 'Employer identification number' })).toHaveValue('12-3456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validW9, TinType: 'ein', Tin: '123456789' }));
  },
};

export const InvalidTin: Story = {
  name: 'A short TIN, an exemption code for an individual',
  args: { defaultValues: { ...validW9, Tin: '12345', ExemptPayeeCode: '5' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.ssnInvalid })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.exemptionsNotForIndividuals })).toBeVisible();
  },
};

export const CertificationItem2: Story = {
  name: 'Crossing out item 2 (LLC filled in, desktop)',
  args: { defaultValues: validW9Llc },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const item2 = canvas.getByText(/I am not subject to backup withholding/);
    await expect(item2).toHaveStyle({ textDecorationLine: 'none' });
    await userEvent.click(canvas.getByRole('checkbox', { name: /Cross out item 2/ }));
    await expect(item2).toHaveStyle({ textDecorationLine: 'line-through' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...validW9Llc, CertificationItem2Crossed: true }));
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: { defaultValues: validW9, serverErrors: { Tin: m.ssnInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Social security number' })).toHaveAccessibleDescription(
        expect.stringContaining(m.ssnInvalid),
      ),
    );
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff, masked TIN)',
  args: { defaultValues: { ...validW9Llc, Tin: '**-***6789' }, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('**-***6789')).toBeVisible();
    await expect(canvas.getByText('LLC (P)')).toBeVisible();
    await expect(canvas.getByText('Houston, TX 77006')).toBeVisible();
  },
};

export const SmallPhone: Story = {
  name: 'Filled in, LLC (320 px phone)',
  args: { defaultValues: validW9Llc },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByRole('checkbox', { name: `3b ${W9_LINE_3B_TEXT}` })).toBeChecked();
  },
};
