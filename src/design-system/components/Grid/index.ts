export { Grid, gridColumnCounts, type GridProps } from './Grid';
