import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '../../schemas';
import { validSmtpServer } from '../../schemas/mail-settings/fixtures';
import { atAppWidth } from '../../internal/testing/appWidth';
import { SmtpServerForm } from './SmtpServerForm';

const meta = {
  title: 'Forms/SmtpServerForm',
  component: SmtpServerForm,
  decorators: [atAppWidth('settings')],
  args: { onSubmit: fn(), loading: false },
} satisfies Meta<typeof SmtpServerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const m = messages.mailSettings;

export const Empty: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('starts on STARTTLS and port 587', async () => {
      await expect(canvas.getByLabelText(/^Port/)).toHaveValue('587');
      await expect(canvas.getByLabelText(/^Security/)).toHaveValue('starttls');
    });
    await step('asks for the host and the from address', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText(m.hostRequired)).toBeVisible();
      await expect(canvas.getByText(m.fromAddressRequired)).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('submits the port as a number', async () => {
      await userEvent.type(canvas.getByLabelText(/^SMTP Host/), 'smtp.gmail.com');
      await userEvent.clear(canvas.getByLabelText(/^Port/));
      await userEvent.type(canvas.getByLabelText(/^Port/), '465');
      await userEvent.selectOptions(canvas.getByLabelText(/^Security/), 'tls');
      await userEvent.type(canvas.getByLabelText(/^From Address/), 'rita@acme-staffing.com');
      await userEvent.type(canvas.getByLabelText(/^Password/), 'app-pass');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        Host: 'smtp.gmail.com',
        Port: 465,
        Security: 'tls',
        Username: '',
        Password: 'app-pass',
        FromAddress: 'rita@acme-staffing.com',
      });
    });
  },
};

export const Saved: Story = {
  name: 'Saved, with a password',
  args: { defaultValues: validSmtpServer, hasPassword: true, submitLabel: 'Save mail server' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
    await expect(canvas.getByText('A password is saved. Leave empty to keep it.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save mail server' })).toBeEnabled();
  },
};
