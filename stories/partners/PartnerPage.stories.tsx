import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialDraft, trialOf, type StudioDraft } from '@/brand/studio/draft';
import { PartnerView } from '@/screens/partner/PartnerView';

type Args = { onTry: () => void; onEnd: () => void; trying: string | null };

/** The view of /partner/page with its own draft state (the screen adds the trial brand on the portal). */
function Harness({ onTry, onEnd, trying }: Args) {
  const [draft, setDraft] = useState<StudioDraft>(initialDraft);
  return (
    <PartnerView
      draft={draft}
      onDraftChange={setDraft}
      trying={trying}
      onTry={trialOf(draft) ? onTry : null}
      onEnd={onEnd}
      support="partners@merchant-portal.example"
    />
  );
}

/** /partner/page: the partner programme, the studio and "try it on the portal". */
const meta = {
  title: 'Screens/Partner page',
  args: { onTry: fn(), onEnd: fn(), trying: null },
  render: (args) => <Harness {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Programme: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Partner programme' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try on the portal' }));
    await expect(args.onTry).toHaveBeenCalledOnce();
    // Without a brand colour there is nothing to try: the action waits.
    const brand = canvas.getByRole('textbox', { name: 'Brand colour' });
    await userEvent.clear(brand);
    await expect(canvas.getByRole('button', { name: 'Try on the portal' })).toBeDisabled();
  },
};

export const TryingTurkish: Story = {
  args: { trying: 'Acme Goods' },
  globals: { lang: 'tr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Portal Acme Goods markasını yalnızca bu tarayıcı oturumunda gösteriyor.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Önizlemeyi bitir' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};
