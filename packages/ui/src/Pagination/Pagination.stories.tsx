import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** The page keeps `page` and `pageSize` in its state, as a list screen does. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={
        props.onPageSizeChange
          ? (size) => {
              setPageSize(size);
              setPage(1);
              props.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  render: (args) => <PagedList {...args} />,
  args: { page: 1, pageSize: 25, total: 312, onPageChange: fn(), label: 'Applicants pages' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('li'))
    .filter((item) => getComputedStyle(item).display !== 'none')
    .map((item) => item.textContent);

export const FirstPage: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Applicants pages' });
    await step('says which rows are shown and marks page 1', async () => {
      await expect(canvas.getByText('Showing 1–25 of 312')).toBeVisible();
      await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
      await expect(pageNumbers(nav)).toEqual(['‹Previous', '1', '2', '3', '4', '5', '…', '13', 'Next›']);
    });
    await step('Next goes to page 2', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await expect(canvas.getByText('Showing 26–50 of 312')).toBeVisible();
      await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    });
    await step('a page number jumps there; ellipses appear on both sides', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: 'Page 5' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
      await expect(pageNumbers(nav)).toEqual(['‹Previous', '1', '…', '4', '5', '6', '…', '13', 'Next›']);
    });
  },
};

export const LastPage: Story = {
  args: { page: 13 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 301–312 of 312')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The current page's button does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 13' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
  },
};

export const CappedTotal: Story = {
  name: 'A total that is a lower bound',
  args: { page: 3, total: 10_050, totalCapped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51–75 of 10,050+')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const FewPages: Story = {
  args: { total: 60 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Applicants pages' });
    await expect(pageNumbers(nav)).toEqual(['‹Previous', '1', '2', '3', 'Next›']);
  },
};

export const NoResults: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const WithRowsPerPage: Story = {
  args: { page: 3, pageSizeOptions: [10, 25, 50, 100], onPageSizeChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51–75 of 312')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByText('Showing 1–100 of 312')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 4' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  },
};

export const OnASmallPhone: Story = {
  args: { page: 7, pageSizeOptions: [10, 25, 50, 100], onPageSizeChange: fn() },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
    // Only the first, current and last numbers stay; the arrows drop their words.
    const nav = canvas.getByRole('navigation', { name: 'Applicants pages' });
    await expect(pageNumbers(nav)).toEqual(['‹Previous', '1', '…', '7', '…', '13', 'Next›']);
    await expect(canvas.getByText('Previous')).not.toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
