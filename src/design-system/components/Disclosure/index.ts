export { Disclosure, DisclosureGroup, disclosureVariants, type DisclosureGroupProps, type DisclosureProps } from './Disclosure';
