export { RadioGroup, Radio, type RadioGroupProps } from './RadioGroup';
