import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { INFLUENZA_DECLINATION_TEXT, INFLUENZA_MASKING_TEXT } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validInfluenzaDeclined, validInfluenzaVaccinated } from '../../schemas/onboarding/influenza/fixtures';
import { InfluenzaVaccinationForm } from './InfluenzaVaccinationForm';

const meta = {
  title: 'Forms/Onboarding/Influenza Vaccination',
  component: InfluenzaVaccinationForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof InfluenzaVaccinationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.influenza;

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The current season is chosen already.
    await expect(canvas.getByRole('combobox', { name: /Season/ })).toHaveValue(validInfluenzaVaccinated.Season);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.choiceRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Vaccinated: Story = {
  name: 'Vaccinated elsewhere: the proof is required (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { onUpload: fn(() => Promise.resolve({ UploadId: 'upload-flu-card' })) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /I have been vaccinated/ }));
    await userEvent.type(canvas.getByLabelText(/Date given/), validInfluenzaVaccinated.DateGiven!);
    await userEvent.click(canvas.getByRole('radio', { name: /Elsewhere/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Vaccine product/ }), validInfluenzaVaccinated.Product);
    await userEvent.type(canvas.getByRole('textbox', { name: /Lot number/ }), validInfluenzaVaccinated.LotNumber);
    await step('no proof yet: refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.proofRequired })).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('with the proof: sent', async () => {
      const card = new File([new Uint8Array(1024)], 'flu-card.jpg', { type: 'image/jpeg' });
      await userEvent.upload(canvas.getByLabelText('Proof of vaccination'), card);
      await expect(await canvas.findByText('Uploaded')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validInfluenzaVaccinated));
    });
  },
};

export const Declined: Story = {
  name: 'Declined: statement, reason, masking acknowledgement (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /I decline/ }));
    await expect(canvas.getByText(INFLUENZA_DECLINATION_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Medical contraindication' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('link', { name: m.contraindicationRequired })).toBeVisible();
    await expect(canvas.getByRole('link', { name: m.maskingRequired })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Medical contraindication/ }), 'guillain-barre');
    await userEvent.click(canvas.getByRole('checkbox', { name: INFLUENZA_MASKING_TEXT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validInfluenzaDeclined));
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff): the NHSN status',
  args: { readOnly: true, defaultValues: validInfluenzaDeclined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The NHSN status and the reason both read "Medical contraindication".
    const status = canvas.getByText('NHSN status');
    await expect(status.nextElementSibling).toHaveTextContent('Medical contraindication');
    await expect(
      canvas.getByText('Guillain-Barré syndrome within 6 weeks of a previous influenza vaccination'),
    ).toBeVisible();
    await expect(canvas.getByText('Yes')).toBeVisible();
  },
};
