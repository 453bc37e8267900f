import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Image, imageFits, imageRadii, imageRetries } from '@/design-system/components/Image';

/** Inline pictures: stories make no network calls. */
const svg = (fill: string, label: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 90"><rect width="120" height="90" fill="${fill}"/><circle cx="60" cy="40" r="22" fill="#ffffff" opacity="0.8"/><text x="60" y="82" font-size="11" text-anchor="middle" fill="#ffffff">${label}</text></svg>`,
  );
const shirt = svg('#5b7db1', 'shirt');
const mug = svg('#b1735b', 'mug');
/** A data URL that is not a picture: the browser fails to decode it, every time, without a request. */
const broken = 'data:image/png;base64,bm90IGFuIGltYWdl';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: shirt, alt: 'Linen shirt', width: 120, height: 90, onFail: fn() },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    await step('lazy by default, shown once loaded', async () => {
      const img = within(canvasElement).getByRole('img', { name: 'Linen shirt' });
      await expect(img).toHaveAttribute('loading', 'lazy');
      await waitFor(() => expect(img.parentElement).toHaveAttribute('data-status', 'loaded'));
    });
  },
};

export const FailsThenPlaceholder: Story = {
  args: { src: broken },
  play: async ({ canvasElement, args, step }) => {
    const frame = () => canvasElement.querySelector('[data-status]');
    await step(`retries exactly ${imageRetries} time, then shows the placeholder`, async () => {
      await waitFor(() => expect(frame()).toHaveAttribute('data-status', 'failed'));
      await expect(frame()).toHaveAttribute('data-attempt', String(imageRetries));
      await expect(args.onFail).toHaveBeenCalledOnce();
    });
    await step('the placeholder keeps the text alternative and says the picture is missing', async () => {
      await expect(within(canvasElement).getByRole('img', { name: 'Linen shirt (Image unavailable)' })).toBeVisible();
    });
  },
};

export const NoSource: Story = {
  args: { src: null, alt: '无线蓝牙耳机' },
  globals: { lang: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '无线蓝牙耳机 (图片无法显示)' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 16, alignItems: 'center' }}>
      {imageRadii.map((radius) => (
        <div key={radius} style={{ display: 'contents' }}>
          {imageFits.map((fit) => (
            <Image key={fit} src={mug} alt={`Mug ${fit} ${radius}`} width={96} height={64} fit={fit} radius={radius} eager />
          ))}
          <Image src={broken} alt="Broken" width={96} height={64} radius={radius} bordered />
          <Image src={null} alt="" width={40} height={40} radius={radius} />
        </div>
      ))}
    </div>
  ),
};
