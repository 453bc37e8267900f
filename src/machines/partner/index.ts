/**
 * The partner brand: `PartnerContext.Provider` at the app root; `usePartner()` gives the record,
 * whether it is still loading (show the placeholder), the cart types and whether the chat widget shows.
 * Send `{ type: 'partner.identify', code: user.parterSource }` once the signed-in customer is known.
 * The first resolution is plain code (./partnerRecord); the machine (./partnerMachine) runs from its result
 * once the shell loads or a code is identified (src/machines/lazyActor.tsx).
 */
import { currentPartnerCode } from '@/api/partnerSource';
import { createLazyActorContext } from '../lazyActor';
import type { PartnerInput, PartnerMachine } from './partnerMachine';
import { cartTypesFor, fetchPartners, findPartner, rememberPartnerCode, showsChatWidget } from './partnerRecord';

export * from './partnerRecord';
export type { PartnerContext as PartnerMachineContext, PartnerEvent, PartnerInput, PartnerMachine } from './partnerMachine';

export const PartnerContext = createLazyActorContext<PartnerMachine, PartnerInput>({
  machine: (runtime) => runtime.partnerMachine,
  initial: (input) => {
    const code = input?.code !== undefined ? input.code : currentPartnerCode();
    return { value: code ? 'loading' : 'platform', context: { code, partner: null } };
  },
  // The machine's `loading` state, without the machine: a listed code gives its brand, any other the platform's.
  settle: ({ value, context }, control) => {
    if (value !== 'loading') return;
    return fetchPartners()
      .then((partners) => {
        const partner = findPartner(partners, context.code);
        if (partner) rememberPartnerCode(context.code);
        control.set(partner ? { value: 'partner', context: { ...context, partner } } : { value: 'platform', context: { code: null, partner: null } });
      })
      .catch(() => control.set({ value: 'platform', context }));
  },
  resume: true,
  startOnEvent: true,
});

export function usePartner() {
  const loading = PartnerContext.useSelector((s) => s.matches('resolving') || s.matches('loading'));
  const partner = PartnerContext.useSelector((s) => s.context.partner);
  return { loading, partner, isPartner: partner !== null, cartTypes: cartTypesFor(partner), showChatWidget: showsChatWidget(partner) };
}
