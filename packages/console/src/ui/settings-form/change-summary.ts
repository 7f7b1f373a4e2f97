import i18next from 'i18next';
import { isSwitchOn } from '../switch-values';
import type { FieldDecl } from './field-types';
import { optionsOf, widgetOf } from './field-widget';
import type { FieldInfo } from './schema-info';
import type { FormValues } from './visibility';

// A dialog line, not a diff: the rest is in History's details.
const MAX_FIELDS = 3;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
}

/** A value as the form shows it: on/off for a switch, an option's label, never a password. */
function shownValue(decl: FieldDecl, info: FieldInfo | undefined, value: unknown): string {
  const widget = info ? widgetOf(decl, info) : (decl.widget ?? 'text');
  if (widget === 'password') return i18next.t('apply.hidden');
  if (widget === 'switch') return i18next.t(isSwitchOn(value) ? 'apply.on' : 'apply.off');
  const option = info && (widget === 'select' || widget === 'radio') ? optionsOf(decl, info).find((item) => String(item.value) === String(value)) : undefined;
  if (option) return i18next.t(option.label, { defaultValue: option.label });
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return text === '' ? i18next.t('apply.empty') : text;
}

/** The fields a save changed, "Ping from WAN → off; MTU → 1400" (issue 30.4); '' when none. */
export function changeSummary(decls: readonly FieldDecl[], infos: ReadonlyMap<string, FieldInfo>, before: FormValues, after: FormValues): string {
  const changed = decls.filter((decl) => decl.name in after && !sameValue(before[decl.name], after[decl.name]));
  const lines = changed.slice(0, MAX_FIELDS).map((decl) => `${i18next.t(decl.label)} → ${shownValue(decl, infos.get(decl.name), after[decl.name])}`);
  if (changed.length > MAX_FIELDS) lines.push(i18next.t('apply.moreFields', { count: changed.length - MAX_FIELDS }));
  return lines.join('; ');
}
