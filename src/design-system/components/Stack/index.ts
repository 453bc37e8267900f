export { Stack, stackGaps, stackAligns, type StackProps } from './Stack';
