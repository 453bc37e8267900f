export { Dialog, DialogTrigger, dialogSizes, type DialogProps, type DialogSize } from './Dialog';
