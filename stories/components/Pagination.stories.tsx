import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '@/design-system/components/Pagination';

/** Pagination is controlled; this keeps its page and page size the way a screen's machine would. */
function ControlledPagination({ page: initialPage, pageSize: initialSize, onPageChange, onPageSizeChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
        onPageSizeChange?.(size);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 20, total: 1284, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <ControlledPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="page"]');

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('total and current page are shown', async () => {
      await expect(canvas.getByText('Total 1,284')).toBeVisible();
      await expect(current(canvasElement)).toHaveAccessibleName('Page 1');
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    });
    await step('next and a page number move the page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
      await userEvent.click(canvas.getByRole('button', { name: 'Page 65' }));
      await expect(current(canvasElement)).toHaveAccessibleName('Page 65');
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });
    await step('keyboard: Tab reaches the page buttons, Enter presses', async () => {
      canvas.getByRole('button', { name: 'Previous page' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(current(canvasElement)).toHaveAccessibleName('Page 64');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(current(canvasElement)).toHaveAccessibleName('Page 1');
    });
    await step('a new page size goes back to page 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
      await userEvent.click(await screen.findByRole('option', { name: '50 / page' }));
      await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
      await expect(canvas.getByRole('button', { name: 'Page 26' })).toBeVisible();
      await expect(current(canvasElement)).toHaveAccessibleName('Page 1');
    });
  },
};

export const FewPages: Story = {
  args: { total: 45, pageSize: 20, onPageSizeChange: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Turkish: Story = {
  globals: { lang: 'tr' },
  args: { page: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Sayfalama' })).toBeInTheDocument();
    await expect(canvas.getByText('Toplam 1.284')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('共 1,284 条')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Pagination aria-label="First page" page={1} pageSize={20} total={1284} onPageChange={() => undefined} onPageSizeChange={() => undefined} />
      <Pagination aria-label="Middle page" page={30} pageSize={20} total={1284} onPageChange={() => undefined} siblings={2} />
      <Pagination aria-label="Last page" page={65} pageSize={20} total={1284} onPageChange={() => undefined} align="start" />
      <Pagination aria-label="No records" page={1} pageSize={10} total={0} onPageChange={() => undefined} />
      <Pagination aria-label="Disabled" page={3} pageSize={20} total={200} onPageChange={() => undefined} isDisabled />
    </div>
  ),
};
