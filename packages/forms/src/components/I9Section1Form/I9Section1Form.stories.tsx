import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validI9AuthorizedAlien, validI9Section1 } from '../../schemas/onboarding/i9/fixtures';
import { I9Section1Form } from './I9Section1Form';

const meta = {
  title: 'Forms/Onboarding/I-9 Section 1',
  component: I9Section1Form,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof I9Section1Form>;

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
      m.lastNameRequired,
      m.firstNameRequired,
      m.addressRequired,
      m.cityRequired,
      m.stateRequired,
      m.zipRequired,
      m.dateOfBirthRequired,
      m.attestationRequired,
    ])
      await expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Citizen: Story = {
  name: 'A citizen, filled in',
  args: { defaultValues: validI9Section1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'U.S. Social Security Number' })).toHaveValue('123-45-6789');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validI9Section1));
  },
};

export const AttestationFields: Story = {
  name: 'Each box asks what it needs',
  args: { defaultValues: validI9Section1 },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('box 3 asks the USCIS or A-Number', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /3\. A lawful permanent resident/ }));
      await expect(canvas.getByRole('textbox', { name: 'USCIS or A-Number' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.uscisNumberRequired })).toBeVisible();
    });
    await step('box 4 asks the expiration date (or N/A) and one of three numbers', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /4\. An alien authorized to work/ }));
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.workAuthorizationExpiresRequired })).toBeVisible();
      await expect(canvas.getByRole('link', { name: m.alienNumberRequired })).toBeVisible();
      await userEvent.click(canvas.getByRole('checkbox', { name: 'My work authorization does not expire (N/A)' }));
      await expect(canvas.queryByLabelText('Work authorization expiration date')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: m.workAuthorizationExpiresRequired })).not.toBeInTheDocument();
    });
  },
};

export const WithPreparer: Story = {
  name: 'Authorized alien with a translator (desktop)',
  args: { defaultValues: validI9AuthorizedAlien },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Preparer or translator 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validI9AuthorizedAlien));
  },
};

export const PreparerAddRemove: Story = {
  name: 'Adding and removing preparers',
  args: { defaultValues: validI9Section1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /A preparer and\/or translator helped me/ }));
    await expect(canvas.getByRole('group', { name: 'Preparer or translator 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a preparer or translator' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove preparer or translator 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove preparer or translator 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('link', { name: m.preparersRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  name: 'Server errors',
  args: { defaultValues: validI9Section1, serverErrors: { Ssn: m.ssnInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'U.S. Social Security Number' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByRole('link', { name: m.ssnInvalid })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff, masked numbers)',
  args: {
    readOnly: true,
    defaultValues: { ...validI9AuthorizedAlien, Ssn: '***-**-6789', ForeignPassportNumber: '****5678' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('***-**-6789')).toBeVisible();
    await expect(canvas.getByText('****5678')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Supplement A: preparer or translator 1' })).toBeVisible();
  },
};

export const Tablet: Story = {
  name: 'Authorized alien (tablet)',
  args: { defaultValues: validI9AuthorizedAlien },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(within(canvasElement).getByRole('textbox', { name: 'Country of Issuance' })).toHaveValue(
      'Philippines',
    );
  },
};
