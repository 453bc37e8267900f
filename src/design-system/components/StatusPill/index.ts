export { StatusPill, statusPillSizes, statusTones, type StatusPillProps, type StatusTone } from './StatusPill';
