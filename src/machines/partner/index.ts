/**
 * The partner brand: `PartnerContext.Provider` at the app root; `usePartner()` gives the record,
 * whether it is still loading (show the placeholder), the cart types and whether the chat widget shows.
 * Send `{ type: 'partner.identify', code: user.parterSource }` once the signed-in customer is known.
 */
import { createActorContext } from '@xstate/react';
import { cartTypesFor, partnerMachine, showsChatWidget } from './partnerMachine';

export * from './partnerMachine';

export const PartnerContext = createActorContext(partnerMachine);

export function usePartner() {
  const loading = PartnerContext.useSelector((s) => s.matches('resolving') || s.matches('loading'));
  const partner = PartnerContext.useSelector((s) => s.context.partner);
  return { loading, partner, isPartner: partner !== null, cartTypes: cartTypesFor(partner), showChatWidget: showsChatWidget(partner) };
}
