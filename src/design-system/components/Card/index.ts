export { Card, cardVariants, cardPaddings, type CardProps } from './Card';
