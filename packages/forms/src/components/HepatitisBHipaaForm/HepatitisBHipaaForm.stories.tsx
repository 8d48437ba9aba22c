import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { HEPB_DECLINATION_TEXT } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validHepBDeclined } from '../../schemas/onboarding/hepab-hipaa/fixtures';
import { HepatitisBHipaaForm } from './HepatitisBHipaaForm';

const meta = {
  title: 'Forms/Onboarding/Hepatitis B & HIPPA',
  component: HepatitisBHipaaForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof HepatitisBHipaaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.hepBHipaa;

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.choiceRequired })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.hipaaRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Series: Story = {
  name: 'A 2-dose series (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /I have a Hepatitis B vaccination record/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('link', { name: m.recordRequired })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Vaccination series' }), '2-dose');
    await userEvent.type(canvas.getByLabelText(/Dose 1 date/), '2020-03-01');
    await userEvent.type(canvas.getByLabelText(/Dose 2 date/), '2020-04-01');
    await expect(canvas.queryByLabelText(/Dose 3 date/)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I acknowledge these obligations' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        HepBChoice: 'record',
        Series: '2-dose',
        DoseDates: ['2020-03-01', '2020-04-01'],
        TiterResult: null,
        TiterDate: null,
        ProofUploadId: null,
        HipaaAcknowledged: true,
      }),
    );
  },
};

export const Declined: Story = {
  name: 'The OSHA declination (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /I decline/ }));
    await expect(canvas.getByText(HEPB_DECLINATION_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I acknowledge these obligations' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validHepBDeclined));
  },
};
