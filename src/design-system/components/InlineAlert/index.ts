export { InlineAlert, inlineAlertTones, type InlineAlertProps } from './InlineAlert';
