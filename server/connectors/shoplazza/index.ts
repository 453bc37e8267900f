/** Shoplazza: the protocol of ./family.ts under Shoplazza's names (shops `<name>.myshoplaza.com`). */
import type { ConnectorConfig } from '../common/http';
import { familyConnector, type FamilyBrand } from './family';

export const shoplazzaBrand: FamilyBrand = { platform: 'shoplazza', name: 'Shoplazza', domain: 'myshoplaza.com', headerPrefix: 'x-shoplazza' };
export const shoplazzaConnector = (config: ConnectorConfig) => familyConnector(shoplazzaBrand, config);
