import type { FieldDecl, FieldOption, Widget } from './field-types';
import type { FieldInfo } from './schema-info';

/** The declared widget, or the one the schema suggests. */
export function widgetOf(decl: FieldDecl, info: FieldInfo): Widget {
  if (decl.widget) return decl.widget;
  if (info.kind === 'boolean' || info.switchPair) return 'switch';
  if (info.kind === 'enum') return 'select';
  if (info.kind === 'number') return 'number';
  return 'text';
}

/** Declared options, else the enum's values labelled as the wire spells them. */
export function optionsOf(decl: FieldDecl, info: FieldInfo): readonly FieldOption[] {
  return decl.options ?? (info.options ?? []).map((value) => ({ value, label: String(value) }));
}

export function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'number' ? value : Number(value);
}
