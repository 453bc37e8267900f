/** priceFor lives in the contract (shared with the price-rules page's preview). */
export { endIn, priceFor, type RuleTerms } from '../../../src/api/contract/priceFor';
