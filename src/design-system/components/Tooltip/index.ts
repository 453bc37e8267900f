export { Tooltip, TooltipTrigger, type TooltipProps } from './Tooltip';
export { useDeferredTooltip, mergeRefs, type DeferredTooltipOptions } from './DeferredTooltip';
