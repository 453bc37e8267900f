import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '@/design-system/components/Badge';
import { Tab, TabList, TabPanel, Tabs, tabsVariants } from '@/design-system/components/Tabs';

/** Cart types (spec section 9) with their line counts. */
const cartTypes = [
  { id: 'normal', label: 'Normal', count: 4 },
  { id: 'stocking', label: 'Stocking', count: 12 },
  { id: 'consolidation', label: 'Consolidation', count: 0 },
  { id: 'selfBuy', label: 'Self-buy', count: 130 },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  args: { variant: 'line', onSelectionChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: tabsVariants } },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Cart types" items={cartTypes}>
        {(type) => (
          <Tab id={type.id}>
            {type.label}
            <Badge count={type.count} tone="neutral" />
          </Tab>
        )}
      </TabList>
      {cartTypes.map((type) => (
        <TabPanel key={type.id} id={type.id}>{`${type.label} cart: ${type.count} lines`}</TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the first tab is selected and its panel shown', async () => {
      await expect(canvas.getByRole('tab', { name: /Normal/ })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Normal cart: 4 lines');
    });
    await step('arrow keys move the selection', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: /Stocking/ })).toHaveAttribute('aria-selected', 'true');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('stocking');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Self-buy cart: 130 lines');
    });
    await step('a click selects too', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: /Consolidation/ }));
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Consolidation cart: 0 lines');
    });
  },
};

export const Pill: Story = { args: { variant: 'pill' } };

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsVariants.map((variant) => (
        <Tabs key={variant} variant={variant} defaultSelectedKey="b" disabledKeys={['d']}>
          <TabList aria-label={`Tabs ${variant}`}>
            <Tab id="a">Tüm siparişler</Tab>
            <Tab id="b">
              待付款
              <Badge count={8} />
            </Tab>
            <Tab id="c">Shipped</Tab>
            <Tab id="d">Disabled</Tab>
          </TabList>
          <TabPanel id="a">A</TabPanel>
          <TabPanel id="b">{`${variant}: selected panel`}</TabPanel>
          <TabPanel id="c">C</TabPanel>
          <TabPanel id="d">D</TabPanel>
        </Tabs>
      ))}
      <Tabs orientation="vertical" defaultSelectedKey="b">
        <TabList aria-label="Vertical tabs">
          <Tab id="a">Profile</Tab>
          <Tab id="b">Password</Tab>
          <Tab id="c">Bildirim tercihleri</Tab>
        </TabList>
        <TabPanel id="a">A</TabPanel>
        <TabPanel id="b">Vertical: selected panel</TabPanel>
        <TabPanel id="c">C</TabPanel>
      </Tabs>
    </div>
  ),
};
