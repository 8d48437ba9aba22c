import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { MessageTemplate } from '@agency/api-client/contract';
import { atAppWidth } from '../../internal/testing/appWidth';
import { ComposeMessageForm } from './ComposeMessageForm';

const CALL_ME: MessageTemplate = {
  TemplateId: 303,
  Channel: 'sms',
  Name: 'Call me back',
  Subject: null,
  Body: 'Hi {{applicant.firstName}}, do you have a minute to talk today?',
  Scope: 'personal',
  Marketing: false,
  OwnerName: 'Jane Doe',
  CanEdit: true,
  UpdatedAt: '2026-11-20T11:30:00.000Z',
};

const meta = {
  title: 'Forms/ComposeMessageForm',
  component: ComposeMessageForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), channel: 'sms', templates: [CALL_ME] },
} satisfies Meta<typeof ComposeMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromATemplate: Story = {
  name: 'SMS from a template, in UCS-2',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText(/^Template/), '303');
    const text = canvas.getByLabelText(/^Message/);
    await expect(text).toHaveValue(CALL_ME.Body);
    await userEvent.clear(text);
    await userEvent.type(text, 'Hola 🙂');
    await expect(canvas.getByText('7 characters · 1 segment (UCS-2)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { Channel: 'sms', Subject: null, Body: 'Hola 🙂', SendAt: '', Marketing: false },
      303,
    );
  },
};
