import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import {
  validDriversLicense,
  validIdentification,
  validPassport,
} from '../../schemas/onboarding/identification/fixtures';
import { IdentificationForm } from './IdentificationForm';

let counter = 0;
const meta = {
  title: 'Forms/Onboarding/Identification',
  component: IdentificationForm,
  args: {
    onSubmit: fn(),
    onChange: fn(),
    newId: () => {
      counter += 1;
      return `new-${counter}`;
    },
  },
} satisfies Meta<typeof IdentificationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.identification;
const photo = () => new File([new Uint8Array(2048)], 'licence-front.jpg', { type: 'image/jpeg' });

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Document 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.typeRequired })).toBeVisible();
    await expect(within(summary).getByRole('link', { name: m.numberRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const TypeSpecificFields: Story = {
  name: 'Fields follow the type of document',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const type = canvas.getByRole('combobox', { name: 'Type of document' });
    await step("a driver's license asks its state", async () => {
      await userEvent.selectOptions(type, 'drivers-license');
      await expect(canvas.getByRole('combobox', { name: 'Issuing State' })).toBeVisible();
      await expect(canvas.queryByRole('textbox', { name: 'Issuing Country' })).not.toBeInTheDocument();
    });
    await step('a passport asks its country', async () => {
      await userEvent.selectOptions(type, 'passport');
      await expect(canvas.getByRole('textbox', { name: 'Issuing Country' })).toBeVisible();
      await expect(canvas.queryByRole('combobox', { name: 'Issuing State' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.issuingCountryRequired })).toBeVisible();
    });
    await step('other asks what it is', async () => {
      await userEvent.selectOptions(type, 'other');
      await expect(canvas.getByRole('textbox', { name: 'What kind of document' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByRole('link', { name: m.otherTypeRequired })).toBeVisible();
    });
  },
};

export const AddAndRemove: Story = {
  name: 'Adding and removing documents',
  args: { defaultValues: { Documents: [validDriversLicense] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another document' }));
    await expect(canvas.getByRole('group', { name: 'Document 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove document 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove document 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('link', { name: m.documentsRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  name: 'Two documents (desktop)',
  args: { defaultValues: validIdentification },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(validIdentification));
  },
};

/** An upload that hangs until cancelled the first time, and succeeds the second. */
function makeUpload() {
  let calls = 0;
  return fn((_file: File, { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal }) => {
    calls += 1;
    onProgress(40);
    if (calls === 1)
      return new Promise<{ UploadId: string }>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    return Promise.resolve({ UploadId: 'upload-new-front' });
  });
}

export const UploadCancelRetry: Story = {
  name: 'Uploading an image: progress, cancel, retry',
  args: {
    defaultValues: { Documents: [{ ...validDriversLicense, FrontUploadId: null, BackUploadId: null }] },
    onUpload: makeUpload(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Front of the document'), photo());
    await expect(canvas.getByRole('progressbar', { name: 'Upload of licence-front.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    // Continue waits while an image uploads.
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of licence-front.jpg' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload cancelled.');
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry licence-front.jpg' }));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        Documents: [{ ...validDriversLicense, FrontUploadId: 'upload-new-front', BackUploadId: null }],
      }),
    );
  },
};

export const ServerErrors: Story = {
  name: 'Server error on a document',
  args: { defaultValues: validIdentification, serverErrors: { 'Documents[1].Number': m.numberInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('group', { name: 'Document 2: Passport' });
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: 'Document Number' })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('link', { name: m.numberInvalid })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff, masked numbers)',
  args: {
    readOnly: true,
    defaultValues: {
      Documents: [
        { ...validDriversLicense, Number: '****5678' },
        { ...validPassport, Number: '****4567' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****5678')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Document 2' })).toBeVisible();
  },
};

export const ReadOnlyImages: Story = {
  name: 'Read-only with the images on file (renderUpload)',
  args: {
    readOnly: true,
    defaultValues: { Documents: [validDriversLicense, validPassport] },
    renderUpload: (uploadId, label) => <a href={`#${uploadId}`}>{label}</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: "Document 1: Driver's license, front" })).toHaveAttribute(
      'href',
      '#upload-front-1',
    );
    await expect(canvas.getByRole('link', { name: "Document 1: Driver's license, back" })).toHaveAttribute(
      'href',
      '#upload-back-1',
    );
    await expect(canvas.getByRole('link', { name: 'Document 2: Passport, front' })).toHaveAttribute(
      'href',
      '#upload-passport',
    );
    // A passport has no back image: nothing to open.
    await expect(canvas.queryByRole('link', { name: /Document 2: Passport, back/ })).toBeNull();
  },
};
