// The forms door of @tessera/platform-sdk: a federation singleton of its own, loaded by the routes
// that have a form, not by the first page.
export { serverFieldErrors, useForm, type TFieldMessage, type TFieldProps, type TForm, type TUseFormOptions } from './useForm';
