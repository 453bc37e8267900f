import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryPortal } from '../shell/StoryPortal';
import { LONG_WAIT } from '../shell/storyWait';
import { users } from '../shell/fixtures';

/** The status pages: 404 (also every unknown path), 401 and the application error page. */
const meta = {
  title: 'Screens/Status',
  component: StoryPortal,
  parameters: {
    layout: 'fullscreen',
    router: false,
    // React Aria's live announcer briefly keeps a node labelled by an overlay that has already closed.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
  args: { path: '/404', user: null },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 }, LONG_WAIT);
  },
} satisfies Meta<typeof StoryPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const UnknownPathSignedIn: Story = {
  args: { path: '/no/such/page', user: users.merchant },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Page not found' }, LONG_WAIT)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Go to the dashboard' })).toBeInTheDocument();
  },
};

export const Unauthorized: Story = { args: { path: '/401' }, globals: { lang: 'zh' } };

/** Where a sub-account without the permission code lands (spec section 5). */
export const PermissionDenied: Story = {
  args: { path: '/application/error?message=unauthorizedOperation', user: users.clerk },
  play: async ({ canvasElement }) => {
    const main = await within(canvasElement).findByRole('main', {}, LONG_WAIT);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Not allowed' }, LONG_WAIT)).toBeInTheDocument();
    await expect(main).toHaveTextContent('You are not allowed to do this.');
    // The browser tab and the visited-view tab say what the heading says.
    await waitFor(() => expect(document.title).toMatch(/^Not allowed/));
  },
};

export const PermissionDeniedTurkish: Story = { ...PermissionDenied, globals: { lang: 'tr' }, play: undefined };
