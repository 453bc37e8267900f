import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontal } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/design-system/components/Button';
import { Card, cardPaddings, cardVariants } from '@/design-system/components/Card';
import { IconButton } from '@/design-system/components/IconButton';
import { Grid } from '@/design-system/components/Grid';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Store connections',
    description: 'Stores whose orders sync into the portal',
    variant: 'outlined',
    padding: 'md',
    children: '3 stores connected; last sync 5 minutes ago.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('a titled card is a region named by its title', async () => {
      await expect(within(canvasElement).getByRole('region', { name: 'Store connections' })).toBeVisible();
    });
  },
};

/** The spy behind the header's button (Card itself has no press handler of its own). */
const onManage = fn();

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" onPress={onManage}>Manage stores</Button>
        <IconButton icon={MoreHorizontal} label="More actions" size="sm" />
      </>
    ),
  },
  play: async ({ canvasElement, step }) => {
    onManage.mockClear();
    await step('header actions are reachable and work', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Manage stores' }));
      await expect(onManage).toHaveBeenCalledOnce();
    });
  },
};

export const LongTitles: Story = {
  args: {
    title: 'Bağlı mağazalarınızın senkronizasyon durumu ve son güncelleme zamanları',
    description: '您已授权的店铺的同步状态以及最近一次更新的时间',
  },
};

export const Matrix: Story = {
  render: () => (
    <Grid minColumnWidth="220px">
      {cardVariants.flatMap((variant) =>
        cardPaddings.map((padding) => (
          <Card key={`${variant}-${padding}`} variant={variant} padding={padding} title={`${variant} / ${padding}`} headingLevel={3}>
            Card body text
          </Card>
        )),
      )}
    </Grid>
  ),
};
