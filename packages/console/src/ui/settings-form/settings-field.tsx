import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input';
import type { FieldDecl, Widget } from './field-types';
import { badLines, type LineRule } from '../mac-list-input';
import { lineRuleOf, widgetOf } from './field-widget';
import { messageParams } from './issue-key';
import type { FieldInfo } from './schema-info';
import type { FormValues } from './visibility';

interface SettingsFieldProps {
  decl: FieldDecl;
  info: FieldInfo;
  idPrefix: string;
  form: UseFormReturn<FormValues>;
}

/** One row of the form: label, input, unit, hint and error, bound together by ids. */
export function SettingsField({ decl, info, idPrefix, form }: SettingsFieldProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${decl.name}`;
  const widget = widgetOf(decl, info);
  const invalid = form.formState.errors[decl.name] !== undefined;
  const message = errorText(form, decl, info, widget, t);
  const ids = {
    unit: decl.unit ? `${id}-unit` : undefined,
    hint: decl.hint ? `${id}-hint` : undefined,
    error: message ? `${id}-error` : undefined,
  };
  const describedBy = [ids.unit, ids.hint, ids.error].filter(Boolean).join(' ') || undefined;
  const input = <FieldInput decl={decl} info={info} id={id} describedBy={describedBy} invalid={invalid} form={form} />;
  // A group of inputs is named by a legend; one input by its label.
  const grouped = widget === 'radio' || widget === 'weekdays';
  const Row = grouped ? 'fieldset' : 'div';
  return (
    <Row className="settings-field" data-widget={widget}>
      {grouped ? (
        <legend className="settings-field__label">{t(decl.label)}</legend>
      ) : (
        <label className="settings-field__label" htmlFor={id}>
          {t(decl.label)}
          {info.required && <span className="settings-field__required" aria-hidden="true">*</span>}
        </label>
      )}
      <div className="settings-field__control">
        <div className="settings-field__input">
          {input}
          {ids.unit && <span id={ids.unit} className="settings-field__unit">{t(decl.unit ?? '')}</span>}
        </div>
        {ids.hint && <p id={ids.hint} className="settings-field__hint">{t(decl.hint ?? '')}</p>}
        {ids.error && <p id={ids.error} className="settings-field__error">{message}</p>}
      </div>
    </Row>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function errorText(form: UseFormReturn<FormValues>, decl: FieldDecl, info: FieldInfo, widget: Widget, t: Translate): string | undefined {
  const error = form.formState.errors[decl.name];
  if (!error) return undefined;
  // A list box names its bad lines itself; the row only repeats the rule when none is bad.
  const lineRule = lineRuleOf(decl, widget);
  if (lineRule && hasBadLine(form.getValues(decl.name), lineRule)) return undefined;
  const key = firstMessage(error);
  const named = (error as { params?: Record<string, string> }).params;
  return key ? t(key, { ...messageParams(info), ...named }) : t('form.error.invalid');
}

function hasBadLine(value: unknown, rule: LineRule): boolean {
  const text = Array.isArray(value) ? value.join('\n') : String(value ?? '');
  return badLines(text, rule).length > 0;
}

/** An array field's errors sit per item; show the first item's message. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  const items = Array.isArray(error) ? error : Object.entries(error).filter(([key]) => key !== 'ref').map(([, item]) => item);
  for (const item of items) {
    const found = firstMessage(item);
    if (found) return found;
  }
  return undefined;
}
