export { Tag, TagGroup, tagSizes, type TagGroupProps, type TagProps } from './TagGroup';
