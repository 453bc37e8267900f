export { Badge, badgeKinds, badgeTones, defaultBadgeMax, formatBadgeCount, type BadgeProps } from './Badge';
