import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '../../schemas';
import { atAppWidth } from '../../internal/testing/appWidth';
import { MessageTemplateForm } from './MessageTemplateForm';

const meta = {
  title: 'Forms/MessageTemplateForm',
  component: MessageTemplateForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), canUseAgencyScope: true },
} satisfies Meta<typeof MessageTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewEmail: Story = {
  name: 'New e-mail template',
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('asks for a name, a subject and a text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
      await expect(await canvas.findByText(messages.messaging.nameRequired)).toBeVisible();
      await expect(canvas.getByText(messages.messaging.subjectRequired)).toBeVisible();
      await expect(canvas.getByText(messages.messaging.bodyRequired)).toBeVisible();
    });
    await step('inserts a field into the subject it was focused in, then saves', async () => {
      await userEvent.type(canvas.getByLabelText(/^Template Name/), 'Welcome');
      const subject = canvas.getByLabelText(/^Subject/);
      await userEvent.type(subject, 'Welcome to ');
      await userEvent.selectOptions(canvas.getByLabelText('Merge field'), '{{agency.name}}');
      await userEvent.click(canvas.getByRole('button', { name: 'Insert field' }));
      await waitFor(() => expect(subject).toHaveValue('Welcome to {{agency.name}}'));
      await userEvent.type(canvas.getByLabelText(/^Message/), 'Glad to have you.');
      await userEvent.click(canvas.getByRole('button', { name: 'Save template' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        Channel: 'email',
        Name: 'Welcome',
        Subject: 'Welcome to {{agency.name}}',
        Body: 'Glad to have you.',
        Scope: 'agency',
        Marketing: false,
      });
    });
  },
};

export const Sms: Story = {
  name: 'SMS template (personal only)',
  args: { canUseAgencyScope: false, defaultValues: { Channel: 'sms', Name: 'Ping', Body: 'Hi €' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText(/^Subject/)).toBeNull();
    await expect(canvas.getByText('5 characters · 1 segment (GSM-7)')).toBeVisible();
    await expect(canvas.getByText('A personal template: only you can use it.')).toBeVisible();
  },
};
