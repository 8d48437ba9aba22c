import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@agency/api-client';
import { CAREERS_MESSAGES } from '@agency/api-client/contract';
import { fixtures } from '@agency/api-client/testing';
import { App } from '../App';
import { atViewport, expectNoHorizontalOverflow, jobState, PORTAL_URL } from '../stories';

const meta = {
  title: 'Careers/Apply',
  component: App,
  parameters: { layout: 'fullscreen' },
  globals: atViewport('phone'),
  args: { state: jobState('apply'), send: fn(async () => fixtures.careerApplicationResult) },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

const job = fixtures.publicJob;

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Maya');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Okafor');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maya.okafor@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Phone' }), '512 555 0142');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discipline' }), 'RN');
  await userEvent.type(canvas.getByRole('combobox', { name: 'License States' }), 'Texas');
  await userEvent.click(await canvas.findByRole('option', { name: 'Texas (TX)' }));
  const resume = new File([new Uint8Array(9 * 1024 * 1024)], 'maya-okafor.pdf', { type: 'application/pdf' });
  await userEvent.upload(canvas.getByLabelText('Resume'), resume);
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit application' }));

export const Form: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('names the job and says what the resume may be, above it', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: `Apply: ${job.Title}` })).toBeVisible();
      await expect(canvas.getByText('PDF, DOC or DOCX, up to 10 MB.')).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    });
  },
};

export const SmallPhone: Story = {
  name: 'Small phone',
  globals: atViewport('phoneSmall'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit application' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Desktop: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Resume')).toBeInTheDocument();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Sent: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fill in and send with a 9 MB resume', async () => {
      await fillIn(canvasElement);
      await submit(canvasElement);
    });
    await step('thanks the applicant and leads on to the portal', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Application sent' })).toBeVisible();
      await expect(canvas.getByText(CAREERS_MESSAGES.applied)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'create your portal account' })).toHaveAttribute(
        'href',
        `${PORTAL_URL}/registration`,
      );
      await expect(args.send).toHaveBeenCalledTimes(1);
      const [jobId, values, resume] = (args.send as ReturnType<typeof fn>).mock.calls[0]!;
      await expect(jobId).toBe(job.Id);
      await expect(values).toMatchObject({ Email: 'maya.okafor@example.com', LicenseStates: ['TX'] });
      await expect((resume as File).name).toBe('maya-okafor.pdf');
    });
  },
};

export const ClosedMeanwhile: Story = {
  name: 'Closed meanwhile',
  args: {
    send: fn(async () => {
      throw new ApiError({ code: 'not_found', status: 404, message: CAREERS_MESSAGES.jobNotOpen });
    }),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: CAREERS_MESSAGES.jobNotOpen })).toBeVisible();
  },
};

export const ResumeRefused: Story = {
  name: 'Resume refused by the server',
  args: {
    send: fn(async () => {
      throw new ApiError({
        code: 'invalid_file_type',
        status: 400,
        message: 'The resume must be a PDF, DOC or DOCX file.',
      });
    }),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The resume must be a PDF, DOC or DOCX file.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit application' })).toBeEnabled());
  },
};

export const Offline: Story = {
  args: {
    send: fn(async () => {
      throw new ApiError({ code: 'network_error', message: 'Failed to fetch' });
    }),
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await submit(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your application could not be sent',
    );
  },
};
