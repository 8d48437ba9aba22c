import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { INFLUENZA_DECLINATION_TEXT, influenzaSeason } from '@agency/api-client/contract';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent } from '../../testing/portalStory';
import { formScreenMeta, formScreenStory, lockedBeforeOfferStory, signAndSubmit } from './testing/screenStory';
import { STATES, type OnboardingServerOptions } from './testing/storyServer';

// The Influenza Vaccination screen (a health form) in its states: locked before an offer, open, submitted.
const meta = {
  title: 'Screens/Onboarding/Influenza Vaccination',
  ...formScreenMeta('influenza-vaccination'),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const FORM = 'influenza-vaccination';
const season = influenzaSeason();
const DECLINED = {
  Season: season,
  Choice: 'declined',
  DateGiven: null,
  Place: null,
  Product: '',
  LotNumber: '',
  ProofUploadId: null,
  DeclineReason: 'personal',
  Contraindication: null,
  ReasonDetails: '',
  MaskingAcknowledged: true,
};

const story = (options: OnboardingServerOptions) => formScreenStory(FORM, options).story;

export const LockedPhone: Story = { name: 'Locked before an offer (phone)', ...lockedBeforeOfferStory(FORM) };

export const OpenDeclineAndSign: Story = {
  name: 'Open: decline, sign the declination (phone)',
  // After an offer: the form is open.
  ...story({ forms: { [FORM]: {} } }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Influenza Vaccination' }, SLOW));
    await userEvent.click(form.getByRole('radio', { name: /I decline/ }));
    await userEvent.click(form.getByRole('radio', { name: 'Personal or other reason' }));
    await userEvent.click(form.getByRole('checkbox', { name: /surgical or procedure mask/ }));
    await userEvent.click(form.getByRole('button', { name: 'Continue to signing' }));
    await signAndSubmit(canvasElement, 'Sign the declination', 'Maria L Rivera', async (sign) => {
      await expect(sign.getByText(INFLUENZA_DECLINATION_TEXT)).toBeVisible();
    });
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', `/api/onboarding/forms/${FORM}/submit`)).toEqual([
        { Data: DECLINED, Signature: { TypedName: 'Maria L Rivera', Drawn: null } },
      ]),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const OpenDesktop: Story = {
  name: 'Open, vaccinated path (desktop)',
  // After an offer: the form is open.
  ...story({ forms: { [FORM]: {} } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Influenza Vaccination' }, SLOW));
    await userEvent.click(form.getByRole('radio', { name: /I have been vaccinated/ }));
    await expect(form.getByLabelText('Proof of vaccination (optional)')).toBeInTheDocument();
    await userEvent.click(form.getByRole('radio', { name: /Elsewhere/ }));
    await expect(form.getByLabelText('Proof of vaccination')).toBeInTheDocument();
  },
};

export const Submitted: Story = {
  name: 'Submitted (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.submitted, Data: DECLINED } } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Personal or other reason')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};
