/**
 * AllValue: Shoplazza's protocol (../shoplazza/family.ts) under AllValue's names: shops
 * `<name>.myallvalue.com`, webhook headers X-AllValue-*. AllValue's developer pages were not reachable
 * from here; this follows the Shoplazza SDK and docs that AllValue's app platform mirrors.
 */
import type { ConnectorConfig } from '../common/http';
import { familyConnector, type FamilyBrand } from '../shoplazza/family';

export const allvalueBrand: FamilyBrand = { platform: 'allvalue', name: 'AllValue', domain: 'myallvalue.com', headerPrefix: 'x-allvalue' };
export const allvalueConnector = (config: ConnectorConfig) => familyConnector(allvalueBrand, config);
