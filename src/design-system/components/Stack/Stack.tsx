/** Children stacked vertically with an even gap from the spacing scale. */
import { Box, type BoxProps } from '../Box';

export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const stackAligns = ['stretch', 'flex-start', 'center', 'flex-end'] as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> & {
  gap?: BoxProps['gap'];
  align?: (typeof stackAligns)[number];
};

export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}
