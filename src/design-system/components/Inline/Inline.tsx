/** Children in a row (wrapping by default) with an even gap; toolbars, button rows, filters. */
import { Box, type BoxProps } from '../Box';

export const inlineAligns = ['flex-start', 'center', 'flex-end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['flex-start', 'center', 'flex-end', 'space-between'] as const;

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'> & {
  gap?: BoxProps['gap'];
  align?: (typeof inlineAligns)[number];
  justify?: (typeof inlineJustifies)[number];
  /** Keep every child on one line (e.g. a field with its button). */
  noWrap?: boolean;
};

export function Inline({ gap = 'sm', align = 'center', justify = 'flex-start', noWrap = false, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
