export { IconButton, iconButtonShapes, type IconButtonProps } from './IconButton';
