/**
 * The ship-to dialog: `ShipToContext.Provider options={{ input: { countryId, currencyCode } }}` in the
 * top bar; the dialog is open while the state matches `open`; `filterCountries(countries, search)`
 * gives the searchable list. Backdrop clicks send `shipTo.backdrop`, which changes nothing.
 */
import { createActorContext } from '@xstate/react';
import { shipToMachine } from './shipToMachine';

export * from './shipToMachine';

export const ShipToContext = createActorContext(shipToMachine);
