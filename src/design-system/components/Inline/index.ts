export { Inline, inlineAligns, inlineJustifies, type InlineProps } from './Inline';
