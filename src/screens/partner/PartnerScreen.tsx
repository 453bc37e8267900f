/**
 * Container of /partner/page: holds the studio draft and puts it on the live portal as a trial brand
 * (brandOverride.ts: sessionStorage, this browser session only; nothing is sent to the server — a
 * partner becomes real only when staff create it).
 */
import { useState } from 'react';
import { useBrand } from '@/app/brand';
import { endTrialBrand, getBrandOverride, isTrialActive, startTrialBrand, useBrandOverride } from '@/brand/brandOverride';
import { initialDraft, trialOf, type StudioDraft } from '@/brand/studio/draft';
import { PartnerView } from './PartnerView';

export default function PartnerScreen() {
  const brand = useBrand();
  const override = useBrandOverride();
  const [draft, setDraft] = useState<StudioDraft>(initialDraft);
  const trial = trialOf(draft);
  const trying = override && isTrialActive() ? getBrandOverride()?.name ?? null : null;
  return (
    <PartnerView
      draft={draft}
      onDraftChange={setDraft}
      trying={trying}
      onTry={trial ? () => startTrialBrand(trial) : null}
      onEnd={endTrialBrand}
      support={brand.support}
    />
  );
}
