export { Select, SelectItem, SelectSection, type SelectProps } from './Select';
