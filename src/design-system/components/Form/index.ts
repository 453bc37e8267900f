export { Form, formGaps, type FormProps, type ServerFieldErrors } from './Form';
