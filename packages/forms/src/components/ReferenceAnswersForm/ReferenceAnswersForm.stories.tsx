import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { REFERENCE_ATTESTATION_TEXT } from '@agency/api-client/contract';
import { messages } from '../../schemas';
import { validReferenceAnswers } from '../../schemas/references/fixtures';
import { ReferenceAnswersForm } from './ReferenceAnswersForm';

const meta = {
  title: 'Forms/References/Reference Answers',
  component: ReferenceAnswersForm,
  args: { onSubmit: fn(), applicantName: 'Maria R.' },
} satisfies Meta<typeof ReferenceAnswersForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.referenceAnswers;

export const EmptySubmit: Story = {
  name: 'Empty, submitted (phone)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reference' }));
    const summary = await canvas.findByRole('alert', { name: 'There is a problem' });
    await expect(within(summary).getByRole('link', { name: m.capacityRequired })).toBeVisible();
    await expect(within(summary).getAllByRole('link', { name: m.ratingRequired })).toHaveLength(3);
    await expect(within(summary).getByRole('link', { name: m.attestationRequired })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Answered: Story = {
  name: 'Answered (desktop)',
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { defaultValues: { ReferenceName: 'Dana Whitfield', WorkedFrom: '2023-01-09', WorkedTo: '2025-06-30' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const v = validReferenceAnswers;
    await expect(canvas.getByRole('textbox', { name: /Your name/ })).toHaveValue('Dana Whitfield');
    await userEvent.click(canvas.getByRole('radio', { name: 'Charge nurse' }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: /Clinical skills/ })).getByRole('radio', { name: '5 – Excellent' }),
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: /Professionalism/ })).getByRole('radio', { name: '4 – Very good' }),
    );
    await userEvent.click(
      within(canvas.getByRole('group', { name: /Attendance and reliability/ })).getByRole('radio', {
        name: '5 – Excellent',
      }),
    );
    await userEvent.click(within(canvas.getByRole('group', { name: /rehire/ })).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Comments/ }), v.Comments);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your job title/ }), v.ReferenceTitle);
    await userEvent.type(canvas.getByRole('textbox', { name: /Your phone/ }), v.ReferencePhone);
    await userEvent.click(canvas.getByRole('checkbox', { name: REFERENCE_ATTESTATION_TEXT }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reference' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(v));
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (staff)',
  args: { readOnly: true, defaultValues: validReferenceAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Reference from Dana Whitfield' })).toBeVisible();
    await expect(canvas.getByText('Charge nurse')).toBeVisible();
    await expect(canvas.getAllByText('5 – Excellent')).toHaveLength(2);
    await expect(canvas.getByText('Calm under pressure; precepted new graduates.')).toBeVisible();
  },
};
