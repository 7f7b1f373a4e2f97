import type { FieldDecl } from '../settings-form/field-types';
import type { FormValues } from '../settings-form/visibility';

// The field an administrator names an entry by, in the order a toast prefers them.
const NAME_FIELDS = /^(name|comment|description|desc|remark|hostname|hostName|host)$/;

/** How a toast names an entry (issue 30.3): its name field when it has one, else its key. */
export function entryName<Item extends FormValues>(item: Item, fields: readonly FieldDecl[], keyOf: (item: Item) => string): string {
  const named = fields.find((field) => NAME_FIELDS.test(field.name) && typeof item[field.name] === 'string' && item[field.name] !== '');
  return named ? String(item[named.name]) : keyOf(item);
}
