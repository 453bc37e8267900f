/**
 * A local AllValue (see ../shoplazza/family.ts): shops are `<name>.myallvalue.com`, served under `/<shop>/…`;
 * `POST /_sandbox/orders { shop, lines }` has the sandbox's buyer order, `POST /_sandbox/uninstall { shop }`.
 */
import { familySandbox } from '../shoplazza/family';
import { allvalueBrand } from './index';

export const allvalueSandbox = familySandbox(allvalueBrand);
