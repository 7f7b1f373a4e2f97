import { isIpOrHostname, isIpv4OrCidr } from '@rc/contract/datatypes';
import { macLines, type LineRule } from '../mac-list-input';
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

/** What each line of a one-item-a-line widget must be; undefined for the other widgets. */
export function lineRuleOf(decl: FieldDecl, widget: Widget): LineRule | undefined {
  switch (widget) {
    case 'mac-list':
    case 'client-mac-list':
      return macLines;
    // One host name or IPv4 address a line (a whitelist of domains).
    case 'host-list':
      return { isValid: isIpOrHostname, badLineKey: decl.badLineKey ?? 'form.macList.badLine' };
    // One client's address or a subnet a line (who may reach a service).
    case 'client-ip-list':
      return { isValid: isIpv4OrCidr, badLineKey: decl.badLineKey ?? 'form.ipList.badLine' };
    default:
      return undefined;
  }
}
