export { Link, linkVariants, isExternalHref, type LinkProps } from './Link';
