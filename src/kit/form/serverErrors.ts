/**
 * The server's field errors (status 9001, "Invalid input: variants.2.compareAtPrice …") placed on the
 * form's field of that name, for React Aria's `Form validationErrors` (shown under the field, cleared
 * as soon as the user edits it). The field is the answer's `data.field` when the server names it
 * there, else the longest of the form's field names the message mentions.
 */
import { ApiError } from '@/api/client';
import { apiStatus } from '@/api/contract/shared';
import type { ServerFieldErrors } from '@/design-system/components/Form';
import { notify } from '@/design-system/components/Toast/toastQueue';
import { t } from '@/i18n/i18n';

const fieldInData = (body: unknown): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const field = (data as { field?: unknown }).field;
  return typeof field === 'string' ? field : null;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{ [field]: message }` when `error` is a 9001 about one of `fields`, else null (shown as a toast). */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): ServerFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== apiStatus.invalidInput) return null;
  const message = error.notification?.message ?? '';
  const named = fieldInData(error.body);
  const field = named && fields.includes(named)
    ? named
    : [...fields].sort((a, b) => b.length - a.length).find((name) => new RegExp(`(^|[\\s:"'“«(])${escape(name)}($|[\\s.,:"'”»)])`, 'u').test(message));
  return field ? { [field]: message } : null;
}

/**
 * A failed save of a form whose mutation is `quiet`: a 9001 about one of `fields` comes back for the
 * form's `validationErrors` (shown on that field); anything else is shown once as a toast and `{}`
 * comes back (no field error).
 */
export function placeServerError(error: unknown, fields: readonly string[]): ServerFieldErrors {
  const onField = fieldErrorsOf(error, fields);
  if (onField) return onField;
  if (error instanceof ApiError) {
    if (error.notification) notify(error.notification);
  } else notify({ kind: 'error', message: t('error.requestFailed') });
  return {};
}
