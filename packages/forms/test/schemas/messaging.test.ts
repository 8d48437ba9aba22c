import { expectTypeOf } from 'vitest';
import type { MessageTemplatePayload } from '@agency/api-client/contract';
import {
  composeMessageSchema,
  messages,
  messageTemplateSchema,
  savedSearchSchema,
  unknownMergeFields,
  type MessageTemplateValues,
} from '@agency/forms/schemas';
import { errorsOf } from './support';

const m = messages.messaging;
const template: MessageTemplateValues = {
  Channel: 'email',
  Name: 'Interview invitation',
  Subject: 'Your interview with {{jobOrder.facility}}',
  Body: 'Hi {{applicant.firstName}},\n\nSee you on {{interview.time}}.',
  Scope: 'agency',
  Marketing: false,
};

describe('message template schema', () => {
  it('accepts a template and keeps SMS without a subject', () => {
    expect(messageTemplateSchema.validateSync(template)).toEqual(template);
    expect(messageTemplateSchema.validateSync({ ...template, Channel: 'sms', Subject: 'ignored' }).Subject).toBeNull();
  });

  it('names each mistake with its message', () => {
    expect(errorsOf(messageTemplateSchema, { ...template, Channel: 'fax', Name: ' ', Scope: 'team' })).toEqual({
      Channel: m.channelRequired,
      Name: m.nameRequired,
      Scope: m.scopeRequired,
    });
    expect(errorsOf(messageTemplateSchema, { ...template, Subject: '', Body: '  ' })).toEqual({
      Subject: m.subjectRequired,
      Body: m.bodyRequired,
    });
    expect(errorsOf(messageTemplateSchema, { ...template, Channel: 'sms', Body: 'x'.repeat(1601) })).toEqual({
      Body: m.smsBodyMax,
    });
    expect(errorsOf(messageTemplateSchema, { ...template, Body: 'x'.repeat(20_001) })).toEqual({
      Body: m.emailBodyMax,
    });
  });

  it('refuses merge fields that do not exist, naming them', () => {
    expect(unknownMergeFields('Hi {{applicant.firstName}} {{ applicant.nickname }} {{x}} {{x}}')).toEqual([
      '{{ applicant.nickname }}',
      '{{x}}',
    ]);
    expect(errorsOf(messageTemplateSchema, { ...template, Subject: 'Hello {{who}}' })).toEqual({
      Subject: 'Unknown merge field: {{who}}. Insert fields from the list.',
    });
  });

  it('keeps its values identical to the template payload', () => {
    expectTypeOf<MessageTemplateValues>().toEqualTypeOf<MessageTemplatePayload>();
  });
});

describe('compose schema', () => {
  const base = { Channel: 'sms', Subject: null, Body: 'Call me', SendAt: '', Marketing: false };
  it('sends now without a time, and checks a chosen time', () => {
    expect(errorsOf(composeMessageSchema, base)).toEqual({});
    expect(errorsOf(composeMessageSchema, { ...base, SendAt: 'tomorrow' })).toEqual({ SendAt: m.sendAtInvalid });
    expect(errorsOf(composeMessageSchema, { ...base, SendAt: '2020-01-01T09:00' })).toEqual({ SendAt: m.sendAtPast });
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 16);
    expect(errorsOf(composeMessageSchema, { ...base, SendAt: far })).toEqual({ SendAt: m.sendAtTooFar });
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    expect(errorsOf(composeMessageSchema, { ...base, SendAt: soon })).toEqual({});
  });

  it('names a saved search', () => {
    expect(errorsOf(savedSearchSchema, { Name: '' })).toEqual({ Name: m.savedSearchNameRequired });
    expect(errorsOf(savedSearchSchema, { Name: 'n'.repeat(81) })).toEqual({ Name: m.savedSearchNameMax });
  });
});
