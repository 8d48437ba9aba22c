import { expectTypeOf } from 'vitest';
import type { SmtpServerPayload, UserMailSettingsPayload } from '@agency/api-client/contract';
import {
  addressList,
  mailSettingsSchema,
  messages,
  smtpServerSchema,
  smtpTestSchema,
  SMTP_SECURITY,
  type MailSettingsValues,
  type SmtpServerValues,
} from '@agency/forms/schemas';
import {
  invalidMailSettings,
  invalidSmtpServers,
  validMailSettings,
  validSmtpServer,
} from '../../src/schemas/mail-settings/fixtures';
import { errorsOf } from './support';

describe('mail settings schema', () => {
  it('accepts valid settings and tidies the address lists', () => {
    expect(mailSettingsSchema.validateSync(validMailSettings)).toEqual(validMailSettings);
    expect(mailSettingsSchema.validateSync({ ...validMailSettings, Cc: ' a@acme.com;b@acme.com , ' }).Cc).toBe(
      'a@acme.com, b@acme.com',
    );
    expect(addressList('a@x.com;; b@y.com,')).toEqual(['a@x.com', 'b@y.com']);
  });

  it.each(invalidMailSettings)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(mailSettingsSchema, values)).toEqual({ [field]: message });
  });

  it('keeps its values identical to the saveUserMailSettings payload', () => {
    expectTypeOf<MailSettingsValues>().toEqualTypeOf<UserMailSettingsPayload>();
  });
});

describe('SMTP server schema', () => {
  it('accepts a valid server, an IP address and an empty password', () => {
    expect(smtpServerSchema.validateSync(validSmtpServer)).toEqual(validSmtpServer);
    expect(errorsOf(smtpServerSchema, { ...validSmtpServer, Host: '10.0.0.25', Password: '' })).toEqual({});
    expect(smtpServerSchema.validateSync({ ...validSmtpServer, Port: '465' }).Port).toBe(465);
    expect(SMTP_SECURITY).toEqual(['tls', 'starttls', 'none']);
  });

  it.each(invalidSmtpServers)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(smtpServerSchema, values)).toEqual({ [field]: message });
  });

  it('asks for the port and the from address', () => {
    expect(errorsOf(smtpServerSchema, { ...validSmtpServer, Port: '', FromAddress: '' })).toEqual({
      Port: messages.mailSettings.portRequired,
      FromAddress: messages.mailSettings.fromAddressRequired,
    });
  });

  it('checks the test address only when given', () => {
    expect(errorsOf(smtpTestSchema, {})).toEqual({});
    expect(errorsOf(smtpTestSchema, { To: 'x' })).toEqual({ To: 'Send To must be a valid email address' });
  });

  it('keeps its values identical to the save payload', () => {
    expectTypeOf<SmtpServerValues>().toEqualTypeOf<SmtpServerPayload>();
  });
});
