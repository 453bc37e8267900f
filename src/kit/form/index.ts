export { bodyField, numberRules, textRules, type FieldSchema, type NumberRules, type TextRules } from './rules';
export { fieldErrorsOf } from './serverErrors';
export { LeaveGuard } from './LeaveGuard';
