import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { productsCalls } from '@/api/contract/products';
import { ListPagination, useListQuery, type ListPage } from '@/kit/list';

/** The pager bound to the URL by useListQuery, over a list of more than 10,000 rows (cursors c1, c2, then the end). */
function KeysetList() {
  const list = useListQuery(productsCalls.skuListAll);
  const { search } = useLocation();
  const cursor = list.query.cursor;
  const page: ListPage = {
    total: 10_000, totalIsLowerBound: true, pageNo: list.query.pageNo ?? 1, pageSize: 20,
    nextCursor: cursor === undefined ? 'c1' : cursor === 'c1' ? 'c2' : null,
  };
  return (
    <div>
      <ListPagination
        page={page}
        isKeyset={list.isKeyset}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        onNextCursor={list.nextCursor}
        onPreviousCursor={() => list.previousCursor()}
      />
      <p>URL: <output aria-label="URL">{search}</output></p>
    </div>
  );
}

const meta = {
  title: 'Kit/Paging',
  component: ListPagination,
  parameters: { layout: 'padded' },
  args: { isKeyset: false, onPageChange: fn(), onPageSizeChange: fn(), onNextCursor: fn(), onPreviousCursor: fn(), page: { total: 42, pageNo: 1, pageSize: 20 } },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExactCount: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /page 2/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The page size Select is built on first use: Tab reaches its real button, a press opens it and a choice is reported. */
export const PageSizeFirstUse: Story = {
  parameters: { visual: { disable: true, reason: 'the look is ExactCount\'s; this story checks the first use' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const sizeButton = () => canvas.getByRole('button', { name: /Rows per page/ });
    await step('Tab builds the Select and focuses its button', async () => {
      await expect(sizeButton()).toHaveAccessibleName('20 / page Rows per page');
      await userEvent.tab();
      await waitFor(() => expect(sizeButton()).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('option', { name: '50 / page' })).toBeVisible());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('option', { name: '50 / page' })).toBeNull());
      await waitFor(() => expect(sizeButton()).toHaveFocus());
    });
    await step('a press opens it and the chosen size is reported', async () => {
      await userEvent.click(sizeButton());
      await userEvent.click(await screen.findByRole('option', { name: '50 / page' }));
      await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
      await waitFor(() => expect(screen.queryByRole('option', { name: '50 / page' })).toBeNull());
      await waitFor(() => expect(sizeButton()).toHaveFocus());
    });
  },
};

export const TenThousandPlus: Story = {
  args: { page: { total: 10_000, totalIsLowerBound: true, pageNo: 500, pageSize: 20, nextCursor: 'c1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10,000+ results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rows after 10,000' }));
    await expect(args.onNextCursor).toHaveBeenCalledWith('c1');
  },
};

/** Page 500 → keyset pages c1, c2 → "Previous" twice returns to page 500 (not page 1); the cursor is in the URL. */
export const KeysetBackToPage500: StoryObj<typeof KeysetList> = {
  render: () => <KeysetList />,
  parameters: { router: { initialEntries: ['/products/my-products?pageNo=500'] } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const url = () => canvas.getByRole('status', { name: 'URL' }).textContent ?? canvas.getByLabelText('URL').textContent;
    await step('past the offset limit by cursor', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rows after 10,000' }));
      await waitFor(() => expect(url()).toBe('?pageNo=500&cursor=c1'));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(url()).toBe('?pageNo=500&cursor=c2'));
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
    await step('back one page, then back to page 500', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await waitFor(() => expect(url()).toBe('?pageNo=500&cursor=c1'));
      await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
      await waitFor(() => expect(url()).toBe('?pageNo=500'));
      await expect(canvas.getByRole('button', { name: 'Rows after 10,000' })).toBeVisible();
    });
  },
};

/** A shared link to a keyset page has no trail: "Previous" returns to the offset page it started from. */
export const KeysetFromSharedLink: StoryObj<typeof KeysetList> = {
  render: () => <KeysetList />,
  parameters: { router: { initialEntries: ['/products/my-products?pageNo=500&cursor=c2'] }, visual: { disable: true, reason: 'same look as KeysetBackToPage500' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(canvas.getByLabelText('URL').textContent).toBe('?pageNo=500'));
  },
};
