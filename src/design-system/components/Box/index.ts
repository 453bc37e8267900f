export { Box, boxElements, type BoxProps, type BoxElement } from './Box';
