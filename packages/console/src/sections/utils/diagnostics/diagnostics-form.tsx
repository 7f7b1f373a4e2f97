import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DiagnosticsProtocols, DiagnosticsSuggestedHosts, DiagnosticsTools } from '@rc/contract/diagnostics';
import { diagnose_start } from '@rc/contract/ops/utils/diagnostics';

export type DiagnoseInput = z.input<typeof diagnose_start.input>;

interface DiagnosticsFormProps {
  running: boolean;
  onStart: (input: DiagnoseInput, setFieldError: (field: keyof DiagnoseInput, key: string) => void) => void;
  onStop: () => void;
}

const protocolLabels = { ipv4: 'IPv4', ipv6: 'IPv6' } as const;

/** Spec 2: IP or domain (required, checked by the contract's rule before anything runs), tool, protocol. */
export function DiagnosticsForm({ running, onStart, onStop }: DiagnosticsFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<DiagnoseInput>({
    defaultValues: { host: '', tool: 'ping', protocol: 'ipv4' },
    resolver: zodResolver(diagnose_start.input),
  });
  const { errors } = form.formState;
  const setFieldError = (field: keyof DiagnoseInput, key: string) => form.setError(field, { type: 'server', message: key }, { shouldFocus: true });
  const hostError = errors.host?.message;
  const protocolError = errors.protocol?.message;

  return (
    <form className="page-sections__form" noValidate onSubmit={form.handleSubmit((input) => onStart(input, setFieldError))}>
      <div className="settings-field">
        <label className="settings-field__label" htmlFor={`${id}-host`}>
          {t('utils-diagnostics.host')}
          <span className="settings-field__required" aria-hidden="true">*</span>
        </label>
        <div className="settings-field__control">
          <div className="settings-field__input">
            <input
              id={`${id}-host`}
              className="field__input"
              type="text"
              list={`${id}-hosts`}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={255}
              aria-required
              aria-invalid={hostError ? true : undefined}
              aria-describedby={`${id}-host-hint${hostError ? ` ${id}-host-error` : ''}`}
              {...form.register('host', { setValueAs: (value: string) => value.trim() })}
            />
            <datalist id={`${id}-hosts`}>
              {DiagnosticsSuggestedHosts.map((host) => (
                <option key={host} value={host} />
              ))}
            </datalist>
          </div>
          <p id={`${id}-host-hint`} className="settings-field__hint">{t('utils-diagnostics.hostHint')}</p>
          {hostError && <p id={`${id}-host-error`} className="settings-field__error">{t(hostError)}</p>}
        </div>
      </div>
      <RadioField legend={t('utils-diagnostics.tool')} options={DiagnosticsTools.map((tool) => ({ value: tool, label: tool }))} registered={form.register('tool')} />
      <RadioField
        legend={t('utils-diagnostics.protocol')}
        options={DiagnosticsProtocols.map((protocol) => ({ value: protocol, label: protocolLabels[protocol] }))}
        registered={form.register('protocol')}
        error={protocolError ? { id: `${id}-protocol-error`, text: t(protocolError) } : undefined}
      />
      <div className="settings-form__actions">
        <button type="submit" className="button button--primary" disabled={running}>{t('utils-diagnostics.start')}</button>
        <button type="button" className="button" disabled={!running} onClick={onStop}>{t('utils-diagnostics.stop')}</button>
      </div>
    </form>
  );
}

interface RadioFieldProps {
  /** translated */
  legend: string;
  options: Array<{ value: string; label: string }>;
  registered: UseFormRegisterReturn;
  error?: { id: string; text: string };
}

function RadioField({ legend, options, registered, error }: RadioFieldProps) {
  return (
    <fieldset className="settings-field">
      <legend className="settings-field__label">{legend}</legend>
      <div className="settings-field__control">
        <div className="settings-field__radios">
          {options.map((option) => (
            <label key={option.value} className="settings-field__radio">
              <input type="radio" value={option.value} aria-describedby={error?.id} {...registered} />
              {option.label}
            </label>
          ))}
        </div>
        {error && <p id={error.id} className="settings-field__error">{error.text}</p>}
      </div>
    </fieldset>
  );
}
