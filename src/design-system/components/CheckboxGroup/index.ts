export { CheckboxGroup, groupOrientations, type CheckboxGroupProps } from './CheckboxGroup';
