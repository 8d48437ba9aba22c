import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NURSYS_URL } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validNurseForm } from '../../schemas/onboarding/nurse/fixtures';
import { NurseForm } from './NurseForm';

const meta = {
  title: 'Forms/Onboarding/Nurse Form',
  component: NurseForm,
  args: { onSubmit: fn(), onChange: fn(), newId: () => 'new-entry' },
} satisfies Meta<typeof NurseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.nurse;

const noHorizontalScroll = async (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
};

export const EmptySubmit: Story = {
  name: 'Empty, submitted: what is missing (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No license added yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.licensesRequired })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.educationRequired })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.referencesSupervisory })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The summary's link leads to the section's Add button.
    await userEvent.click(within(summary).getByRole('link', { name: m.licensesRequired }));
    await expect(canvas.getByRole('button', { name: 'Add a license' })).toHaveFocus();
    await noHorizontalScroll(canvasElement);
  },
};

export const AddLicense: Story = {
  name: 'Add a license on its sub-screen: checked, saved as the draft (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { onUpload: fn(() => Promise.resolve({ UploadId: 'upload-license-card' })) },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a license' }));
    const heading = await canvas.findByRole('heading', { name: 'Add a license' });
    await expect(heading).toHaveFocus();
    const nursys = canvas.getByRole('link', { name: /Verify on Nursys/ });
    await expect(nursys).toHaveAttribute('href', NURSYS_URL);
    await expect(nursys).toHaveAttribute('target', '_blank');
    await step('nothing typed: the entry is refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save license' }));
      const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
      await expect(within(summary).getByRole('link', { name: m.licenseTypeRequired })).toBeVisible();
      await expect(within(summary).getByRole('link', { name: m.licenseExpiryRequired })).toBeVisible();
    });
    await step('filled in: saved, back on the overview', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /License type/ }), 'RN');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Issuing state/ }), 'TX');
      await userEvent.type(canvas.getByRole('textbox', { name: /License number/ }), '123456');
      await userEvent.click(canvas.getByRole('checkbox', { name: /Multistate/ }));
      await userEvent.type(canvas.getByLabelText(/Expiry date/), '2027-05-31');
      const card = new File([new Uint8Array(1024)], 'license.jpg', { type: 'image/jpeg' });
      await userEvent.upload(canvas.getByLabelText(/License card/), card);
      await expect(await canvas.findByText('Uploaded')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Save license' }));
      await expect(await canvas.findByText('RN license (TX)')).toBeVisible();
      await expect(
        canvas.getByText(/123456 · Multistate \(compact\) · Expires 05\/31\/2027 · Card uploaded/),
      ).toBeVisible();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit RN license (TX)' })).toHaveFocus());
    });
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          Licenses: [
            expect.objectContaining({
              Id: 'new-entry',
              Type: 'RN',
              State: 'TX',
              Number: '123456',
              Compact: true,
              ExpiryDate: '2027-05-31',
              CardUploadId: 'upload-license-card',
            }),
          ],
        }),
      ),
    );
    await noHorizontalScroll(canvasElement);
  },
};

export const EmploymentGap: Story = {
  name: 'A job after a gap of more than 3 months needs an explanation (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { defaultValues: { ...validNurseForm, Employment: [validNurseForm.Employment[0]!] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a job' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /Facility/ }), 'Dell Seton Medical Center');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Austin');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State/ }), 'TX');
    await userEvent.type(canvas.getByRole('textbox', { name: /Unit or department/ }), 'ICU');
    await userEvent.type(canvas.getByRole('textbox', { name: /Position/ }), 'ICU RN');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I work here now' }));
    await userEvent.type(canvas.getByLabelText(/^From/), '2022-01-10');
    const explanation = await canvas.findByRole('textbox', { name: /Gap explanation/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(await canvas.findByRole('link', { name: m.gapExplanationRequired })).toBeVisible();
    await userEvent.type(explanation, 'Cared for a family member');
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(await canvas.findByText('Dell Seton Medical Center · ICU')).toBeVisible();
  },
};

export const ReferencesAndSubmit: Story = {
  name: 'Two supervisory references, then submitted whole (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { defaultValues: { ...validNurseForm, References: [validNurseForm.References[0]!] } },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('one supervisory reference: refused', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.referencesSupervisory })).toBeVisible();
    });
    await step('a colleague does not count', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a reference' }));
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'James Carter');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Charge Nurse');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Facility/ }), "St. David's Medical Center");
      await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '512 555 0102');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'james.carter@example.com');
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Relationship/ }), 'colleague');
      await expect(canvas.getByRole('checkbox', { name: /This person supervised me/ })).not.toBeChecked();
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Relationship/ }), 'charge-nurse');
      await expect(canvas.getByRole('checkbox', { name: /This person supervised me/ })).toBeChecked();
      await userEvent.type(canvas.getByLabelText(/Worked together from/), '2018-07-01');
      await userEvent.type(canvas.getByLabelText(/Worked together to/), '2021-06-30');
      await userEvent.click(canvas.getByRole('button', { name: 'Save reference' }));
    });
    await step('submitted', async () => {
      await expect(await canvas.findByText('James Carter · Charge Nurse')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          ...validNurseForm,
          References: [validNurseForm.References[0], { ...validNurseForm.References[1], Id: 'new-entry' }],
        }),
      );
    });
  },
};

export const EditAndRemove: Story = {
  name: 'Edit, cancel and remove an entry; military service (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { defaultValues: validNurseForm },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit BLS card' }));
    const issuer = await canvas.findByRole('textbox', { name: /Issued by/ });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'American Red Cross');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText(/American Heart Association/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove BLS card' }));
    await expect(await canvas.findByText('No certification added yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add military service' }));
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Branch/ }), 'navy');
    await userEvent.type(canvas.getByLabelText(/^From/), '2008-01-01');
    await userEvent.type(canvas.getByLabelText(/^To/), '2012-01-01');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Discharge type/ }), 'honorable');
    await userEvent.click(canvas.getByRole('button', { name: 'Save military service' }));
    await expect(await canvas.findByText('Navy')).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          Certifications: [],
          HasMilitaryService: true,
          Military: { Branch: 'navy', From: '2008-01-01', To: '2012-01-01', DischargeType: 'honorable' },
        }),
      ),
    );
    await noHorizontalScroll(canvasElement);
  },
};

export const ServerErrors: Story = {
  name: 'The server’s messages: on the entry, and on its sub-screen (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    defaultValues: validNurseForm,
    serverErrors: { 'Licenses[0].CardUploadId': 'This upload is not one of yours: upload the image again.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Needs attention: This upload is not one of yours: upload the image again.'),
    ).toBeVisible();
    const summary = canvas.getByRole('alert', { name: 'There is a problem' });
    await userEvent.click(within(summary).getByRole('link', { name: /not one of yours/ }));
    await expect(canvas.getByRole('button', { name: 'Edit RN license (TX)' })).toHaveFocus();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff)',
  args: {
    readOnly: true,
    defaultValues: validNurseForm,
    renderUpload: (_id: string, label: string) => `Open ${label}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Licenses: RN license (TX)' })).toBeVisible();
    await expect(canvas.getByText('Open RN license (TX)')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'References: Maria Lopez · ICU Nurse Manager (1)' }),
    ).toBeVisible();
    await expect(canvas.getByText('Unit manager or director')).toBeVisible();
  },
};
