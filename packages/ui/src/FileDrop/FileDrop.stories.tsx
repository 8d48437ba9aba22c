import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';

const pdf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Drops files on an element the way a browser does after a drag from the desktop. */
function dropFiles(target: Element, files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
}

const meta = {
  title: 'UI/Inputs/FileDrop',
  component: FileDrop,
  args: {
    label: 'Passport',
    hint: 'The page with your photo.',
    accept: 'application/pdf,image/jpeg,image/png',
    acceptLabel: 'PDF, JPG or PNG',
    onFilesChange: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAFile: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport');
    await step('the zone says what it takes', async () => {
      await expect(input).toHaveAttribute('type', 'file');
      await expect(input).toHaveAccessibleDescription('PDF, JPG or PNG, up to 10 MB The page with your photo.');
      await expect(canvas.getByText('choose a file')).toBeVisible();
    });
    await step('Tab reaches the real file input', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });
    await step('a chosen file is listed with its size', async () => {
      const file = pdf('passport.pdf', 2.5 * 1024 * 1024);
      await userEvent.upload(input, file);
      await expect(args.onFilesChange).toHaveBeenLastCalledWith([file]);
      const list = canvas.getByRole('list', { name: 'Chosen files' });
      await expect(within(list).getByText('passport.pdf')).toBeVisible();
      await expect(within(list).getByText('(2.5 MB)')).toBeVisible();
    });
    await step('a second file replaces the first', async () => {
      await userEvent.upload(input, pdf('passport-new.pdf', 1024));
      await expect(canvas.queryByText('passport.pdf')).not.toBeInTheDocument();
      await expect(canvas.getByText('passport-new.pdf')).toBeVisible();
    });
    await step('Remove takes it off the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove passport-new.pdf' }));
      await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
      await expect(canvas.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
      // Focus stays in the field (the pressed button is gone).
      await expect(input).toHaveFocus();
    });
  },
};

export const FileTooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport');
    await userEvent.upload(input, pdf('scan.pdf', 12 * 1024 * 1024));
    const message = '“scan.pdf” is 12 MB, larger than the 10 MB limit. Choose a smaller file.';
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `PDF, JPG or PNG, up to 10 MB The page with your photo. ${message}`,
    );
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'too-large' })]);
    // A file that fits clears the message.
    await userEvent.upload(input, pdf('scan-small.pdf', 500 * 1024));
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(canvas.getByText('(500 KB)')).toBeVisible();
  },
};

export const WrongTypeDropped: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport');
    dropFiles(input, [new File(['x'], 'passport.heic', { type: 'image/heic' })]);
    await expect(
      await canvas.findByText('“passport.heic” is not an accepted type of file. Choose PDF, JPG or PNG.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReject).toHaveBeenCalledWith([expect.objectContaining({ reason: 'wrong-type' })]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

export const DragAndDropSeveralFiles: Story = {
  args: { label: 'Certificates', hint: undefined, multiple: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Certificates');
    // While a file is held over the zone, it says what will happen.
    input.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true }));
    await expect(await canvas.findByText('Drop to add')).toBeVisible();
    const first = pdf('cpr.pdf', 2048);
    const second = new File(['x'], 'forklift.png', { type: 'image/png' });
    dropFiles(input, [first, second]);
    await expect(await canvas.findByText('cpr.pdf')).toBeVisible();
    await expect(canvas.getByText('forklift.png')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([first, second]);
    await expect(canvas.getByText('Drag files here or')).toBeVisible();
    await expect(canvas.getByText('PDF, JPG or PNG, up to 10 MB each')).toBeVisible();
  },
};

function UploadingDemo() {
  const [files, setFiles] = useState(() => [pdf('i9-section1.pdf', 340 * 1024), pdf('w4.pdf', 120 * 1024)]);
  return (
    <FileDrop
      label="Tax forms"
      multiple
      accept="application/pdf"
      acceptLabel="PDF"
      files={files}
      onFilesChange={setFiles}
      progress={{ 'i9-section1.pdf': 40, 'w4.pdf': 100 }}
    />
  );
}

export const UploadProgress: Story = {
  render: () => <UploadingDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const uploading = canvas.getByRole('progressbar', { name: 'Upload of i9-section1.pdf' });
    await expect(uploading).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of w4.pdf' })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove w4.pdf' }));
    await expect(canvas.queryByText('w4.pdf')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
  },
};

export const CameraOnAPhone: Story = {
  args: {
    label: 'Photo of your ID',
    hint: 'Take a photo of the front, in good light.',
    accept: 'image/*',
    acceptLabel: 'A photo',
    capture: 'environment',
    maxSize: 5 * 1024 * 1024,
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Photo of your ID');
    // Phones offer the back camera for this input.
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText('A photo, up to 5 MB')).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const PassportMissing: Story = {
  args: { required: true, error: 'Upload your passport', showError: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('Upload your passport')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport');
    await expect(input).toBeDisabled();
    dropFiles(input, [pdf('passport.pdf', 10)]);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

/** An upload the person cancels, then retries: the caller keeps each file's progress and failure. */
function CancelRetryDemo({ onCancel, onRetry }: { onCancel: (file: File) => void; onRetry: (file: File) => void }) {
  const [files, setFiles] = useState(() => [pdf('licence-front.pdf', 800 * 1024)]);
  const [progress, setProgress] = useState<Record<string, number>>({ 'licence-front.pdf': 30 });
  const [failures, setFailures] = useState<Record<string, string>>({});
  return (
    <FileDrop
      label="Front of your license"
      accept="application/pdf"
      acceptLabel="PDF"
      files={files}
      onFilesChange={setFiles}
      progress={progress}
      uploadErrors={failures}
      onCancel={(file) => {
        onCancel(file);
        setFailures({ [file.name]: 'Upload cancelled.' });
      }}
      onRetry={(file) => {
        onRetry(file);
        setFailures({});
        setProgress({ [file.name]: 0 });
      }}
    />
  );
}

export const CancelAndRetry: Story = {
  name: 'Cancel an upload, retry it',
  args: { onCancel: fn(), onRetry: fn() },
  render: (args) => <CancelRetryDemo onCancel={args.onCancel!} onRetry={args.onRetry!} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('an upload in progress offers Cancel instead of Remove', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Upload of licence-front.pdf' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Remove licence-front.pdf' })).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of licence-front.pdf' }));
      await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ name: 'licence-front.pdf' }));
    });
    await step('a failed upload says why and offers Retry and Remove', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent('Upload cancelled.');
      await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Remove licence-front.pdf' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Retry licence-front.pdf' }));
      await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ name: 'licence-front.pdf' }));
      await expect(canvas.getByRole('progressbar', { name: 'Upload of licence-front.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
    });
  },
};
