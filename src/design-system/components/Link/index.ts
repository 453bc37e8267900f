export { Link, linkVariants, type LinkProps } from './Link';
export { isExternalHref } from './href';
