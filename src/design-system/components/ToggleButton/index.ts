export { ToggleButton, toggleButtonVariants, type ToggleButtonProps } from './ToggleButton';
