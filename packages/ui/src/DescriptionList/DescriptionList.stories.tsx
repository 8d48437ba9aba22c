import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../../../../.storybook/viewports';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'UI/Layout/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Name', description: 'Maria Lopez' },
      { term: 'Title', description: 'Senior Recruiter' },
      { term: 'Email', description: 'maria.lopez@example.com' },
      { term: 'Roles', description: 'Recruiter, Manager' },
      { term: 'Last sign-in', description: 'Nov 22, 2026, 9:41 AM' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDetails: Story = {
  name: 'Account details',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('each term is followed by its description', async () => {
      const terms = canvas.getAllByRole('term');
      const descriptions = canvas.getAllByRole('definition');
      await expect(terms.map((term) => term.textContent)).toEqual(['Name', 'Title', 'Email', 'Roles', 'Last sign-in']);
      await expect(descriptions[2]).toHaveTextContent('maria.lopez@example.com');
      await expect(terms[2]?.nextElementSibling).toBe(descriptions[2]);
    });
    await step('terms form one column and descriptions a second one', async () => {
      const [name, email] = [canvas.getByText('Name'), canvas.getByText('Email')];
      await expect(name.getBoundingClientRect().left).toBe(email.getBoundingClientRect().left);
      const value = canvas.getByText('Maria Lopez');
      await expect(value.getBoundingClientRect().top).toBeCloseTo(name.getBoundingClientRect().top, 0);
      await expect(value.getBoundingClientRect().left).toBeGreaterThan(
        canvas.getByText('Last sign-in').getBoundingClientRect().right,
      );
    });
  },
};

export const RichDescriptions: Story = {
  name: 'Rich descriptions',
  args: {
    items: [
      { term: 'Status', description: <strong>Active</strong> },
      { term: 'Profile', description: <a href="#profile">Open the profile</a> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('definition')[1]).toContainElement(
      canvas.getByRole('link', { name: 'Open the profile' }),
    );
  },
};

export const LongValueOnAPhone: Story = {
  name: 'Long value on a small phone',
  globals: atViewport('phoneSmall'),
  args: {
    items: [
      { term: 'Email', description: 'maria.alejandra.lopez-hernandez.recruitment@staffing-agency-example.com' },
      { term: 'Name', description: 'Maria Lopez' },
      { term: "Secondary emergency contact's relationship", description: 'Sister' },
    ],
  },
  play: async ({ canvasElement, step }) => {
    await step('a long e-mail and a long term wrap instead of widening the page', async () => {
      await expect(window.innerWidth).toBe(320);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
      const list = canvasElement.querySelector('dl') as HTMLElement;
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    });
  },
};
