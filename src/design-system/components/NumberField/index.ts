export { NumberField, moneyFormat, type NumberFieldProps } from './NumberField';
