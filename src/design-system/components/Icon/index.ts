export { Icon, iconSizes, iconTones, type IconProps, type IconSize, type LucideIcon } from './Icon';
