import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport, expectNoHorizontalOverflow } from '../../testing/layout';
import { bodiesSent } from '../../testing/portalStory';
import { formScreenMeta, formScreenStory, lockedBeforeOfferStory } from './testing/screenStory';
import { STATES, type OnboardingServerOptions } from './testing/storyServer';

// The Physical Info screen (a health form) in its states: locked before an offer, open, invalid, submitted.
const meta = {
  title: 'Screens/Onboarding/Physical Info',
  ...formScreenMeta('nurse-physical-info'),
} satisfies Meta;

export default meta;
type Story = StoryObj;

const SLOW = { timeout: 12_000 };
const FORM = 'nurse-physical-info';
const PHYSICAL = {
  TbType: 'tst',
  TbDate: '2026-01-05',
  TbResult: 'negative',
  TbProofUploadId: null,
  MmrEvidence: 'vaccination',
  MmrDate: '1995-04-01',
  MmrResult: null,
  MmrProofUploadId: null,
  VaricellaEvidence: 'titer',
  VaricellaDate: '2020-02-11',
  VaricellaResult: 'immune',
  VaricellaProofUploadId: null,
  TdapEvidence: 'vaccination',
  TdapDate: '2021-09-30',
  TdapResult: null,
  TdapProofUploadId: null,
  DrugScreenDate: '2026-01-04',
  DrugScreenResult: 'negative',
  DrugScreenProofUploadId: null,
  PhysicalExamDate: '2026-01-04',
  PhysicalExamCleared: 'yes',
  PhysicalExamProofUploadId: null,
  FitTestDate: '2026-01-06',
  FitTestMaskModel: 'Halyard Fluidshield',
  FitTestMaskSize: 'Small',
  FitTestResult: 'pass',
  FitTestProofUploadId: null,
};

const story = (options: OnboardingServerOptions) => formScreenStory(FORM, options).story;

export const LockedPhone: Story = { name: 'Locked before an offer (phone)', ...lockedBeforeOfferStory(FORM) };

export const OpenSubmit: Story = {
  name: 'Open: a saved draft completed and submitted (phone)',
  // After an offer, a draft with everything but the fit test's result.
  ...story({ forms: { [FORM]: { ...STATES.inProgress, Data: { ...PHYSICAL, FitTestResult: null } } } }),
  globals: atViewport('phone'),
  play: async (context) => {
    const { canvasElement } = context;
    const form = within(await within(canvasElement).findByRole('form', { name: 'Physical Info' }, SLOW));
    await expect(form.getByRole('textbox', { name: /Mask make and model/ })).toHaveValue('Halyard Fluidshield');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await form.findByRole('link', { name: 'Choose the fit test result' })).toBeVisible();
    await userEvent.click(
      within(form.getByRole('group', { name: 'Fit test result' })).getByRole('radio', { name: 'Pass' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(bodiesSent(context, 'POST', `/api/onboarding/forms/${FORM}/submit`)).toEqual([
        expect.objectContaining({ Data: PHYSICAL }),
      ]),
    );
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const OpenDesktop: Story = {
  name: 'Open, a titer asks for its result (desktop)',
  ...story({ forms: { [FORM]: {} } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Physical Info' }, SLOW));
    const mmr = within(form.getByRole('group', { name: 'MMR (measles, mumps, rubella)' }));
    await expect(mmr.queryByRole('combobox', { name: /Titer result/ })).toBeNull();
    await userEvent.click(mmr.getByRole('radio', { name: /Titer/ }));
    await expect(mmr.getByRole('combobox', { name: /Titer result/ })).toBeVisible();
    await expect(form.getByLabelText('TB test proof (optional)')).toBeInTheDocument();
  },
};

export const Submitted: Story = {
  name: 'Submitted (desktop)',
  ...story({ forms: { [FORM]: { ...STATES.submitted, Data: PHYSICAL } } }),
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit' }, SLOW)).toBeVisible();
    await expect(canvas.getByText('Tuberculin skin test (TST / PPD)')).toBeVisible();
    await expect(canvas.getByText('Halyard Fluidshield')).toBeVisible();
  },
};
