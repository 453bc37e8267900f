/** The stats pages' range and kind in the URL (a shared link reopens the same figures). */
import { useSearchParams } from 'react-router-dom';
import { orderKinds, type OrderKind } from '@/api/contract/orders';
import { usePreference } from '@/screens/orderSettings/usePreference';
import { rangeOf } from './range';

export function useStatsRange() {
  const [params, setParams] = useSearchParams();
  const days = Number(usePreference('statsDays'));
  const { startDate, endDate } = rangeOf(params, days);
  const kind = orderKinds.find((k) => k === params.get('kind'));
  const onChange = (change: { startDate?: string; endDate?: string; kind?: OrderKind }) => {
    const next = new URLSearchParams(params);
    if (change.startDate) next.set('startDate', change.startDate);
    if (change.endDate) next.set('endDate', change.endDate);
    if ('kind' in change) { if (change.kind) next.set('kind', change.kind); else next.delete('kind'); }
    setParams(next);
  };
  return { startDate, endDate, kind, onChange, search: params.toString() };
}
