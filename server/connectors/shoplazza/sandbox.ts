/**
 * A local Shoplazza (see ./family.ts): shops are `<name>.myshoplaza.com`, served under `/<shop>/…`;
 * `POST /_sandbox/orders { shop, lines }` has the sandbox's buyer order, `POST /_sandbox/uninstall { shop }`.
 */
import { familySandbox } from './family';
import { shoplazzaBrand } from './index';

export const shoplazzaSandbox = familySandbox(shoplazzaBrand);
