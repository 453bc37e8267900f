import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes, initialsOf } from '@/design-system/components/Avatar';

/** An inline picture, so the story makes no network call. */
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c9cbf"/><circle cx="32" cy="26" r="12" fill="#e8eef5"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e8eef5"/></svg>',
  );

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ayşe Yılmaz', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement, step }) => {
    await step('an image named after the person, showing initials', async () => {
      const avatar = within(canvasElement).getByRole('img', { name: 'Ayşe Yılmaz' });
      await expect(avatar).toHaveTextContent('AY');
    });
    await step('initials follow the locale and handle names without spaces', async () => {
      await expect(initialsOf('ilknur öztürk', 'tr-TR')).toBe('İÖ');
      await expect(initialsOf('王小明')).toBe('王');
      await expect(initialsOf('  merchant  ')).toBe('M');
      await expect(initialsOf('')).toBe('');
    });
  },
};

export const Picture: Story = { args: { src: photo, name: 'Demo Merchant' } };

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Li Wei' },
  play: async ({ canvasElement, step }) => {
    await step('a picture that fails falls back to initials', async () => {
      await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Li Wei' })).toHaveTextContent('LW'));
    });
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <Avatar size={size} name="Ayşe Yılmaz" />
          <Avatar size={size} name="王小明" />
          <Avatar size={size} name="Demo Merchant" src={photo} />
          <Avatar size={size} name="clerk" isDecorative />
        </div>
      ))}
    </div>
  ),
};
