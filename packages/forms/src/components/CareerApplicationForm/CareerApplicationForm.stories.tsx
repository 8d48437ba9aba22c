import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { careerApplicationMessages as m } from '../../schemas';
import { atAppWidth } from '../../internal/testing/appWidth';
import { CareerApplicationForm, RESUME_HINT } from './CareerApplicationForm';

const meta = {
  title: 'Forms/CareerApplicationForm',
  component: CareerApplicationForm,
  decorators: [atAppWidth('auth')],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CareerApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (bytes: number, name = 'resume.pdf') =>
  new File([new Uint8Array(bytes).fill(0x20)], name, { type: 'application/pdf' });

async function fillValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Maya');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Okafor');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'maya.okafor@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile Phone' }), '+1 512 555 0142');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Discipline' }), 'RN');
  await userEvent.type(canvas.getByRole('combobox', { name: 'License States' }), 'Texas');
  await userEvent.click(await canvas.findByRole('option', { name: 'Texas (TX)' }));
  await userEvent.upload(canvas.getByLabelText('Resume'), pdf(9 * 1024 * 1024));
}

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('says what the resume may be before anyone tries', async () => {
      await expect(canvas.getByText(RESUME_HINT)).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Submit application' })).toBeEnabled();
      await expect(canvas.queryByText(m.resumeRequired)).not.toBeInTheDocument();
    });
  },
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('names every missing field and sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit application' }));
      for (const text of [
        'First Name is required',
        'Last Name is required',
        'Email is required',
        m.mobilePhoneRequired,
        m.disciplineRequired,
        m.licenseStatesRequired,
        m.resumeRequired,
      ])
        await expect(await canvas.findByText(text)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

export const TooLargeResume: Story = {
  name: 'Resume over 10 MB',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('refuses an 11 MB file at once, with a message naming it', async () => {
      await userEvent.upload(canvas.getByLabelText('Resume'), pdf(11 * 1024 * 1024, 'big-resume.pdf'));
      await expect(await canvas.findByText(/big-resume\.pdf.*larger than the 10 MB limit/)).toBeVisible();
    });
  },
};

let answer: (() => void) | undefined;

export const SubmitsOnce: Story = {
  name: 'Double click submits once',
  args: {
    // The answer waits until the story lets it go: the second click lands while the first is on its way.
    onSubmit: fn(() => new Promise<void>((done) => (answer = done))),
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('fill in the application with a 9 MB resume', async () => {
      await fillValid(canvasElement);
      await expect(canvas.getByText('resume.pdf')).toBeVisible();
    });
    await step('a double click sends the application once, with the values and the file', async () => {
      await userEvent.dblClick(canvas.getByRole('button', { name: 'Submit application' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      const [values, file] = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]!;
      await expect(values).toEqual({
        FirstName: 'Maya',
        LastName: 'Okafor',
        Email: 'maya.okafor@example.com',
        MobilePhone: '+1 512 555 0142',
        Discipline: 'RN',
        LicenseStates: ['TX'],
      });
      await expect((file as File).size).toBe(9 * 1024 * 1024);
      await expect(canvas.getByRole('button', { name: 'Submit application' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('button', { name: 'Submit application' }));
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
    await step('the button is usable again once the answer came', async () => {
      answer?.();
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit application' })).toBeEnabled());
      await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    });
  },
};

export const ServerRefusedResume: Story = {
  name: 'Server refused the resume',
  args: { serverErrors: { Resume: 'resume.pdf is not a PDF, DOC or DOCX file.' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('shows the server message on the resume field', async () => {
      await expect(canvas.getByText('resume.pdf is not a PDF, DOC or DOCX file.')).toBeVisible();
    });
  },
};
