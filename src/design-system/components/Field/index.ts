export {
  Label,
  Description,
  FieldError,
  Input,
  FieldGroup,
  GroupInput,
  FieldButton,
  FieldFrame,
  fieldStyles,
  type FieldDesignProps,
} from './Field';
