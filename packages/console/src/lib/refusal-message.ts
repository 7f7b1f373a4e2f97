import i18next from 'i18next';
import type { FieldError } from '@rc/contract/result-codes';

/** A page's field names and the i18n keys of their labels (the settings form's declarations). */
export type FieldLabels = Readonly<Record<string, string>>;

/** The form field an error names: an array's item ('hosts.1') belongs to its list ('hosts'). */
export function fieldOf(error: FieldError): string {
  return error.field.split('.')[0] ?? error.field;
}

/**
 * A refused field the page does not show, in words (issue 30.13): "<label>: <why>", translated,
 * with the values the device named ({{link}}); only the why when the caller knows no label.
 */
export function refusalMessage(error: FieldError, labels: FieldLabels = {}): string {
  const why = i18next.t(error.key, { ...error.params, defaultValue: i18next.t('result.invalidInput') });
  const label = Object.hasOwn(labels, fieldOf(error)) ? labels[fieldOf(error)] : undefined;
  return label ? i18next.t('form.fieldRefused', { field: i18next.t(label), message: why }) : why;
}
