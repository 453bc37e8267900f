import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '@/design-system/components/Badge';
import { useState } from 'react';
import { PlainTabList, PlainTabPanel, PlainTabs, Tab, TabList, TabPanel, Tabs, tabsVariants } from '@/design-system/components/Tabs';

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

/** Plain tabs (a list's state tabs): one panel whose content follows the selection. */
function PlainCartTabs({ onSelectionChange }: { onSelectionChange(key: string): void }) {
  const [selected, setSelected] = useState('normal');
  const type = cartTypes.find((t) => t.id === selected);
  return (
    <PlainTabs selectedKey={selected} onSelectionChange={(key) => { setSelected(key); onSelectionChange(key); }}>
      <PlainTabList aria-label="Cart types" items={cartTypes.map((t) => ({ id: t.id, children: <>{t.label}<Badge count={t.count} tone="neutral" /></> }))} />
      <PlainTabPanel><button type="button">{`${type?.label} cart: ${type?.count} lines`}</button></PlainTabPanel>
    </PlainTabs>
  );
}

export const Plain: Story = {
  render: (args) => <PlainCartTabs onSelectionChange={(key) => args.onSelectionChange?.(key)} />,
  parameters: { visual: { disable: true, reason: 'interaction story; drawn with the same styles as Line, shot by the list screens' } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: RegExp) => canvas.getByRole('tab', { name });
    await step('one tab stop, the selected tab; the panel is named by it', async () => {
      await expect(tab(/Normal/)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(/Stocking/)).toHaveAttribute('tabindex', '-1');
      const panel = canvas.getByRole('tabpanel', { name: /Normal/ });
      await expect(tab(/Normal/)).toHaveAttribute('aria-controls', panel.id);
      await userEvent.tab();
      await expect(tab(/Normal/)).toHaveFocus();
      await expect(tab(/Normal/)).toHaveAttribute('data-focus-visible');
    });
    await step('arrow keys move the selection, wrapping around; Home and End', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab(/Self-buy/)).toHaveFocus();
      await expect(tab(/Self-buy/)).toHaveAttribute('aria-selected', 'true');
      await expect(args.onSelectionChange).toHaveBeenLastCalledWith('selfBuy');
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab(/Normal/)).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tabpanel', { name: /Self-buy/ })).toHaveTextContent('Self-buy cart: 130 lines');
      await userEvent.keyboard('{Home}{ArrowRight}');
      await expect(tab(/Stocking/)).toHaveAttribute('aria-selected', 'true');
    });
    await step('Tab leaves the tab list for the panel; a click selects', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Stocking cart: 12 lines' })).toHaveFocus();
      await userEvent.click(tab(/Consolidation/));
      await expect(tab(/Consolidation/)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(/Consolidation/)).not.toHaveAttribute('data-focus-visible');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Consolidation cart: 0 lines');
    });
  },
};
