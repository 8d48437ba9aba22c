import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HEPB_DECLINATION_TEXT, HIPAA_ACKNOWLEDGEMENT_ITEMS } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent } from '../../testing/portalStory';
import { formScreenMeta, formScreenStory, lockedBeforeOfferStory, signAndSubmit } from './testing/screenStory';
import { STATES, type OnboardingServerOptions } from './testing/storyServer';

// The Hepatitis B & HIPAA screen (a health form) in its states: locked before an offer, open, submitted.
const meta = { title: 'Screens/Onboarding/Hepatitis B & HIPAA', ...formScreenMeta('hepab-hippa-info') } satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const FORM = 'hepab-hippa-info';
const DECLINED = {
  HepBChoice: 'declined',
  Series: null,
  DoseDates: [],
  TiterResult: null,
  TiterDate: null,
  ProofUploadId: null,
  HipaaAcknowledged: true,
};

const story = (options: OnboardingServerOptions) => formScreenStory(FORM, options).story;

export const LockedPhone: Story = { name: 'Locked before an offer (phone)', ...lockedBeforeOfferStory(FORM) };

export const DeclineAndSign: Story = {
  name: 'Open: decline, sign the declination and the acknowledgement (phone)',
  // After an offer: the form is open.
  ...story({ forms: { [FORM]: {} } }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Hepatitis B & HIPAA' }, SLOW));
    await userEvent.click(form.getByRole('radio', { name: /I decline/ }));
    await userEvent.click(form.getByRole('checkbox', { name: 'I acknowledge these obligations' }));
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(
      canvasElement,
      'Sign the declination and the HIPAA acknowledgement',
      'Maria L Rivera',
      async (sign) => {
        await expect(sign.getByText(HEPB_DECLINATION_TEXT)).toBeVisible();
        await expect(sign.getByText(HIPAA_ACKNOWLEDGEMENT_ITEMS[0])).toBeVisible();
      },
    );
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', `/api/onboarding/forms/${FORM}/submit`)).toEqual([
        { Data: DECLINED, Signature: { TypedName: 'Maria L Rivera', Drawn: null } },
      ]),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Submitted: Story = {
  name: 'Submitted (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.submitted, Data: DECLINED } } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('I decline the Hepatitis B vaccination')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};
