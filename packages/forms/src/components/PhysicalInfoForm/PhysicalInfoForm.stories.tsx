import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validPhysicalInfo } from '../../schemas/onboarding/physical/fixtures';
import { PhysicalInfoForm } from './PhysicalInfoForm';

const meta = {
  title: 'Forms/Onboarding/Physical Info',
  component: PhysicalInfoForm,
  args: { onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof PhysicalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.physicalInfo;

export const EmptySubmit: Story = {
  name: 'Empty, submitted: every item asked for (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    for (const message of [m.tbTypeRequired, m.tbDateRequired, m.drugScreenResultRequired, m.fitTestMaskModelRequired])
      await expect(within(summary).getAllByRole('link', { name: message })[0]).toBeVisible();
    await expect(within(summary).getAllByRole('link', { name: m.evidenceRequired })).toHaveLength(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Filled: Story = {
  name: 'Filled in, with a TB proof uploaded (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { onUpload: fn(() => Promise.resolve({ UploadId: 'upload-tb' })) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const v = validPhysicalInfo;
    await step('TB test', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Type of test/ }), 'quantiferon');
      await userEvent.type(canvas.getByLabelText(/Date read/), v.TbDate);
      await userEvent.click(canvas.getByRole('radio', { name: 'Negative (chest X-ray: clear)' }));
      const report = new File([new Uint8Array(2048)], 'quantiferon.pdf', { type: 'application/pdf' });
      await userEvent.upload(canvas.getByLabelText('TB test proof (optional)'), report);
      await expect(await canvas.findByText('Uploaded')).toBeVisible();
    });
    await step('MMR by titer, varicella and Tdap by vaccination', async () => {
      const mmr = within(canvas.getByRole('group', { name: 'MMR (measles, mumps, rubella)' }));
      await userEvent.click(mmr.getByRole('radio', { name: /Titer/ }));
      await userEvent.type(mmr.getByLabelText(/Titer date/), v.MmrDate);
      await userEvent.selectOptions(mmr.getByRole('combobox', { name: /Titer result/ }), 'immune');
      const varicella = within(canvas.getByRole('group', { name: 'Varicella (chickenpox)' }));
      await userEvent.click(varicella.getByRole('radio', { name: /Vaccination/ }));
      await userEvent.type(varicella.getByLabelText(/Date of the latest dose/), v.VaricellaDate);
      const tdap = within(canvas.getByRole('group', { name: 'Tdap (tetanus, diphtheria, pertussis)' }));
      await userEvent.click(tdap.getByRole('radio', { name: /Vaccination/ }));
      await userEvent.type(tdap.getByLabelText(/Date of the latest dose/), v.TdapDate);
    });
    await step('drug screen, physical exam, fit test', async () => {
      await userEvent.type(canvas.getByLabelText(/Collection date/), v.DrugScreenDate);
      const drug = within(canvas.getByRole('group', { name: 'Drug screen result' }));
      await userEvent.click(drug.getByRole('radio', { name: 'Negative' }));
      await userEvent.type(canvas.getByLabelText(/Exam date/), v.PhysicalExamDate);
      await userEvent.click(canvas.getByRole('radio', { name: 'Yes: cleared for duty' }));
      await userEvent.type(canvas.getByLabelText(/Fit test date/), v.FitTestDate);
      await userEvent.type(canvas.getByRole('textbox', { name: /Mask make and model/ }), v.FitTestMaskModel);
      await userEvent.type(canvas.getByRole('textbox', { name: /Mask size/ }), v.FitTestMaskSize);
      await userEvent.click(canvas.getByRole('radio', { name: 'Pass' }));
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ ...v, MmrProofUploadId: null, DrugScreenProofUploadId: null }),
    );
  },
};

export const FutureDate: Story = {
  name: 'A date in the future is refused (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: { ...validPhysicalInfo, TbDate: '2999-01-01' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('link', { name: m.dateFuture })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff)',
  args: {
    readOnly: true,
    defaultValues: validPhysicalInfo,
    renderUpload: (id, label) => <a href={`#${id}`}>{label}</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Physical Info' })).toBeVisible();
    await expect(canvas.getByText('QuantiFERON (IGRA blood test)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'TB test proof' })).toBeVisible();
    await expect(canvas.getByText('Yes: cleared for duty')).toBeVisible();
    await expect(canvas.getByText('3M 1870+')).toBeVisible();
  },
};
