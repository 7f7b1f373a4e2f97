import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClientCombobox, type ClientPick } from '../combobox/client-combobox';
import type { KnownClient } from '../combobox/known-clients';
import { ClientListInput } from '../combobox/client-list-input';
import { SuggestCombobox } from '../combobox/suggest-combobox';
import { IpInput } from '../ip-input';
import { MacListInput, type LineRule } from '../mac-list-input';
import { PasswordInput } from '../password-input';
import { ToggleSwitch } from '../toggle-switch';
import { WeekdayPicker } from '../weekday-picker';
import { defaultSwitchValues } from '../switch-values';
import type { FieldDecl } from './field-types';
import { lineRuleOf, optionsOf, toNumber, widgetOf } from './field-widget';
import type { FieldInfo } from './schema-info';
import type { FormValues } from './visibility';

export interface FieldInputProps {
  decl: FieldDecl;
  info: FieldInfo;
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  form: UseFormReturn<FormValues>;
}

/** The input of one declared field, wired to react-hook-form. */
export function FieldInput(props: FieldInputProps) {
  const { decl, info, id, describedBy, invalid, form } = props;
  const { t } = useTranslation();
  const aria = {
    id,
    className: 'field__input',
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': info.required || undefined,
  };
  const placeholder = decl.placeholder ? t(decl.placeholder) : undefined;
  const numeric = info.kind === 'number';
  const register = () => form.register(decl.name, numeric ? { setValueAs: toNumber } : {});

  switch (widgetOf(decl, info)) {
    case 'switch':
      return <SwitchInput {...props} />;
    case 'mac-list':
    case 'host-list':
      return <MacListField {...props} lineRule={lineRuleOf(decl, widgetOf(decl, info))} />;
    case 'client-mac-list':
      return <MacListField {...props} lineRule={lineRuleOf(decl, 'client-mac-list')} pick="mac" />;
    case 'client-ip-list':
      return <MacListField {...props} lineRule={lineRuleOf(decl, 'client-ip-list')} pick="ip" />;
    case 'client-ip':
    case 'client-mac':
      return <ClientField {...props} />;
    case 'suggest':
      return <SuggestField {...props} />;
    case 'radio':
      return <RadioInputs {...props} />;
    case 'weekdays':
      return <WeekdaysInput {...props} />;
    case 'time':
      // 24-hour text, as the device keeps it: Chromium's time picker follows the OS locale and
      // showed "03:00 AM" to a Chinese page (issue 30.13).
      return <input {...aria} {...register()} type="text" inputMode="numeric" maxLength={5} placeholder={t('form.clockPlaceholder')} autoComplete="off" />;
    case 'select':
      return decl.optionsFor ? (
        <FollowingSelect {...props} />
      ) : (
        <select {...aria} {...register()}>
          {optionsOf(decl, info).map((option) => (
            <option key={String(option.value)} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input {...aria} {...register()} type="number" inputMode="numeric" min={info.min} max={info.max} step={info.integer ? 1 : 'any'} placeholder={placeholder} />
      );
    case 'password':
      return <PasswordInput {...aria} {...register()} reveal={decl.reveal} placeholder={placeholder} />;
    case 'textarea':
      return <textarea {...aria} {...register()} rows={4} maxLength={info.maxLength} placeholder={placeholder} />;
    case 'ip':
      return <IpInput {...aria} {...register()} placeholder={placeholder} />;
    default:
      return <input {...aria} {...register()} type="text" maxLength={info.maxLength} placeholder={placeholder} />;
  }
}

/**
 * A select whose options follow the other fields. A value they no longer include stays listed,
 * so the field shows what it holds and the schema's rule flags it, instead of the browser
 * silently showing the first option.
 */
function FollowingSelect({ decl, id, describedBy, invalid, info, form }: FieldInputProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as Readonly<Record<string, unknown>>;
  const options = decl.optionsFor?.(values) ?? [];
  const current = values[decl.name];
  const shown = current === undefined || options.some((option) => String(option.value) === String(current)) ? options : [...options, { value: String(current), label: String(current) }];
  return (
    <select id={id} className="field__input" aria-describedby={describedBy} aria-invalid={invalid || undefined} aria-required={info.required || undefined} {...form.register(decl.name)}>
      {shown.map((option) => (
        <option key={String(option.value)} value={option.value}>
          {t(option.label)}
        </option>
      ))}
    </select>
  );
}

function SwitchInput({ decl, info, id, describedBy, invalid, form }: FieldInputProps) {
  return (
    <Controller
      control={form.control}
      name={decl.name}
      render={({ field }) => (
        <ToggleSwitch
          id={id}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          values={decl.switchValues ?? info.switchPair ?? defaultSwitchValues}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    />
  );
}

// The schema may hold the list as an array or as newline-separated text; the box shows lines.
function MacListField({ decl, info, id, describedBy, invalid, form, lineRule, pick }: FieldInputProps & { lineRule?: LineRule; pick?: ClientPick }) {
  const asText = info.kind !== 'array';
  return (
    <Controller
      control={form.control}
      name={decl.name}
      render={({ field }) => {
        const list = {
          id,
          ref: field.ref,
          value: toLines(field.value),
          onChange: (lines: string[]) => field.onChange(asText ? lines.join('\n') : lines),
          lineRule,
          onBlur: field.onBlur,
          className: 'field__input',
          showErrors: invalid,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
        };
        return pick ? <ClientListInput {...list} pick={pick} /> : <MacListInput {...list} />;
      }}
    />
  );
}

function toLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value !== '' ? value.split('\n') : [];
}

function ClientField({ decl, id, describedBy, invalid, info, form }: FieldInputProps) {
  const { t } = useTranslation();
  const pick = widgetOf(decl, info) === 'client-mac' ? 'mac' : 'ip';
  const fill = (client: KnownClient) => {
    for (const [from, name] of Object.entries(decl.fillFromClient ?? {}) as [keyof KnownClient, string][]) {
      const current: unknown = form.getValues(name);
      if (current === '' || current === undefined) form.setValue(name, client[from], { shouldDirty: true });
    }
  };
  return (
    <Controller
      control={form.control}
      name={decl.name}
      render={({ field }) => (
        <ClientCombobox
          id={id}
          ref={field.ref}
          pick={pick}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onPickClient={fill}
          onBlur={field.onBlur}
          className="field__input"
          placeholder={decl.placeholder ? t(decl.placeholder) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={info.required || undefined}
        />
      )}
    />
  );
}

/** Free text offered the declared options that hold what is typed (any case). */
function SuggestField({ decl, id, describedBy, invalid, info, form }: FieldInputProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: form.control }) as Readonly<Record<string, unknown>>;
  const options = decl.optionsFor?.(values) ?? decl.options ?? [];
  return (
    <Controller
      control={form.control}
      name={decl.name}
      render={({ field }) => {
        const typed = typeof field.value === 'string' ? field.value : '';
        const choices = options.map((option) => ({ key: String(option.value), value: String(option.value), title: t(option.label, { defaultValue: option.label }) }));
        const suggestions = choices.filter((option) => option.value.toLowerCase().includes(typed.trim().toLowerCase()) || option.value === typed);
        return (
          <SuggestCombobox
            id={id}
            ref={field.ref}
            value={typed}
            onChange={field.onChange}
            onBlur={field.onBlur}
            // A value that is one of the choices needs no list (it would cover the buttons below).
            suggestions={suggestions.some((option) => option.value === typed) ? [] : suggestions}
            choices={choices}
            listLabel={t('clients.choicesFor', { field: t(decl.label) })}
            toggleLabel={t('clients.showChoices')}
            className="field__input"
            maxLength={info.maxLength}
            placeholder={decl.placeholder ? t(decl.placeholder) : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required={info.required || undefined}
          />
        );
      }}
    />
  );
}

function WeekdaysInput({ decl, id, describedBy, invalid, form }: FieldInputProps) {
  return (
    <Controller
      control={form.control}
      name={decl.name}
      render={({ field }) => (
        <WeekdayPicker id={id} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    />
  );
}

function RadioInputs({ decl, info, id, describedBy, form }: FieldInputProps) {
  const { t } = useTranslation();
  const registered = form.register(decl.name, info.kind === 'number' ? { setValueAs: toNumber } : {});
  return (
    <div className="settings-field__radios">
      {optionsOf(decl, info).map((option, index) => (
        <label key={String(option.value)} className="settings-field__radio">
          <input {...registered} type="radio" id={index === 0 ? id : undefined} value={option.value} aria-describedby={describedBy} />
          {t(option.label)}
        </label>
      ))}
    </div>
  );
}
