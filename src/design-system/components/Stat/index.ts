export { Stat, statVariants, type StatProps } from './Stat';
