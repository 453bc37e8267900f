export { Divider, dividerOrientations, dividerStrengths, type DividerProps } from './Divider';
