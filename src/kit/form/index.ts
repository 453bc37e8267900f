export { bodyField, numberRules, textRules, type FieldSchema, type FormCall, type NumberRules, type TextRules } from './rules';
export { fieldErrorsOf, placeServerError } from './serverErrors';
export { LeaveGuard } from './LeaveGuard';
