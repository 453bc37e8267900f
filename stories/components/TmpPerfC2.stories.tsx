import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cell as RACCell, Column as RACColumn, Row as RACRow, Table as RACTable, TableBody as RACTableBody, TableHeader as RACTableHeader, TableLayout, Virtualizer } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@/design-system/components/Table';

const items = Array.from({ length: 10000 }, (_, i) => ({ id: i + 1, a: `Item ${i + 1}`, b: `S${i}`, c: `${i}`, d: `${i * 2}`, e: `x${i}` }));
const columns = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }] as const;

const meta = { title: 'Tmp/PerfC2', component: Table, parameters: { visual: { disable: true }, a11y: { test: 'off' } } } satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

let start = 0;
function setVirt() { (globalThis as any).process = { env: { VIRT_ON: '1' } }; start = performance.now(); }
const log = (name: string) => async () => { console.log(name, Math.round(performance.now() - start)); };

export const Warmup: Story = { beforeEach: setVirt, render: () => <div>warm</div>, play: log('WARM') };

export const RawRAC5: Story = {
  beforeEach: setVirt,
  render: () => (
    <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight: 40 }}>
      <RACTable aria-label="raw" style={{ height: 400, overflow: 'auto', display: 'block' }}>
        <RACTableHeader>{columns.map((c) => <RACColumn key={c.id} id={c.id} isRowHeader={c.id === 'a'}>{c.id}</RACColumn>)}</RACTableHeader>
        <RACTableBody items={items}>{(item) => <RACRow><RACCell>{item.a}</RACCell><RACCell>{item.b}</RACCell><RACCell>{item.c}</RACCell><RACCell>{item.d}</RACCell><RACCell>{item.e}</RACCell></RACRow>}</RACTableBody>
      </RACTable>
    </Virtualizer>
  ),
  play: log('RAW5'),
};

export const OursStatic5: Story = {
  beforeEach: setVirt,
  render: () => (
    <Table aria-label="ours" isVirtualized maxHeight="400px">
      <TableHeader>{columns.map((c) => <Column key={c.id} id={c.id} isRowHeader={c.id === 'a'}>{c.id}</Column>)}</TableHeader>
      <TableBody items={items}>{(item) => <Row><Cell>{item.a}</Cell><Cell>{item.b}</Cell><Cell>{item.c}</Cell><Cell>{item.d}</Cell><Cell>{item.e}</Cell></Row>}</TableBody>
    </Table>
  ),
  play: log('OURS-STATIC5'),
};

export const OursColumns5: Story = {
  beforeEach: setVirt,
  render: () => (
    <Table aria-label="ours2" isVirtualized maxHeight="400px">
      <TableHeader columns={columns}>{(c) => <Column isRowHeader={c.id === 'a'}>{c.id}</Column>}</TableHeader>
      <TableBody items={items}>{(item) => <Row columns={columns}>{(c) => <Cell>{item[c.id]}</Cell>}</Row>}</TableBody>
    </Table>
  ),
  play: log('OURS-COLUMNS5'),
};

export const OursColumns5Select: Story = {
  beforeEach: setVirt,
  render: () => (
    <Table aria-label="ours3" isVirtualized maxHeight="400px" selectionMode="multiple">
      <TableHeader columns={columns}>{(c) => <Column isRowHeader={c.id === 'a'}>{c.id}</Column>}</TableHeader>
      <TableBody items={items}>{(item) => <Row columns={columns}>{(c) => <Cell>{item[c.id]}</Cell>}</Row>}</TableBody>
    </Table>
  ),
  play: log('OURS-COLUMNS5-SELECT'),
};
