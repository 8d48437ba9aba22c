import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const applicantTabs: TabItem[] = [
  { id: 'profile', label: 'Profile', content: <p>Maria Lopez, Warehouse Associate.</p> },
  { id: 'documents', label: 'Documents', content: <p>Passport and driving license on file.</p> },
  { id: 'history', label: 'History', content: <p>Registered on Nov 16, 2026.</p> },
];

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  args: { tabs: applicantTabs, label: 'Applicant details', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ApplicantDetails: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Applicant details' });
    const [profile, documents, history] = within(list).getAllByRole('tab');
    await step('the first tab is selected and shows its panel', async () => {
      await expect(profile).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent(
        'Maria Lopez, Warehouse Associate.',
      );
      await expect(canvas.queryByText('Passport and driving license on file.')).not.toBeVisible();
    });
    await step('a click selects another tab', async () => {
      await userEvent.click(documents as HTMLElement);
      await expect(documents).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: 'Documents' })).toBeVisible();
      await expect(args.onChange).toHaveBeenLastCalledWith('documents');
    });
    await step('only the selected tab is in the Tab order; Tab then enters the panel', async () => {
      await expect(documents).toHaveAttribute('tabindex', '0');
      await expect(history).toHaveAttribute('tabindex', '-1');
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Documents' })).toHaveFocus();
    });
  },
};

export const UsingTheKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [profile, documents, history] = canvas.getAllByRole('tab');
    await userEvent.tab();
    await expect(profile).toHaveFocus();
    // Moving focus selects the tab at once (automatic activation).
    await userEvent.keyboard('{ArrowRight}');
    await expect(documents).toHaveFocus();
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Passport and driving license on file.')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(history).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('history');
    // The arrows wrap round.
    await userEvent.keyboard('{ArrowRight}');
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(history).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(profile).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithADisabledTab: Story = {
  args: {
    tabs: [
      applicantTabs[0] as TabItem,
      { id: 'medical', label: 'Medical', content: <p>Opened after an offer.</p>, disabled: true },
      applicantTabs[2] as TabItem,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Medical' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The arrow skips the tab that cannot be chosen.
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
  },
};

function ControlledTabs() {
  const [tab, setTab] = useState('history');
  return (
    <>
      <p>Showing: {tab}</p>
      <Tabs tabs={applicantTabs} label="Applicant details" value={tab} onChange={setTab} />
    </>
  );
}

export const ChosenByThePage: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Profile' }));
    await expect(canvas.getByText('Showing: profile')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};

const onboardingTabs: TabItem[] = [
  'Personal Info',
  'Identification Info',
  'Emergency Contact',
  'Work History',
  'Education',
  'Tax Forms',
  'Direct Deposit',
  'Signatures',
].map((label) => ({ id: label.toLowerCase().replace(/ /g, '-'), label, content: <p>{label} form.</p> }));

export const ManyTabsOnAPhone: Story = {
  args: { tabs: onboardingTabs, label: 'Onboarding steps' },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Onboarding steps' });
    // The tab row scrolls within itself; the page does not.
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Signatures' });
    await expect(last).toHaveFocus();
    // The chosen tab is scrolled into view.
    await expect(list.scrollLeft).toBeGreaterThan(0);
    await expect(canvas.getByRole('tabpanel', { name: 'Signatures' })).toHaveTextContent('Signatures form.');
  },
};
