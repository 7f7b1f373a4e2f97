import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
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
    <form className="utils-diagnostics__form" noValidate onSubmit={form.handleSubmit((input) => onStart(input, setFieldError))}>
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
      <fieldset className="settings-field">
        <legend className="settings-field__label">{t('utils-diagnostics.tool')}</legend>
        <div className="settings-field__control">
          <div className="settings-field__radios">
            {DiagnosticsTools.map((tool) => (
              <label key={tool} className="settings-field__radio">
                <input type="radio" value={tool} {...form.register('tool')} />
                {tool}
              </label>
            ))}
          </div>
        </div>
      </fieldset>
      <fieldset className="settings-field">
        <legend className="settings-field__label">{t('utils-diagnostics.protocol')}</legend>
        <div className="settings-field__control">
          <div className="settings-field__radios">
            {DiagnosticsProtocols.map((protocol) => (
              <label key={protocol} className="settings-field__radio">
                <input type="radio" value={protocol} aria-describedby={protocolError ? `${id}-protocol-error` : undefined} {...form.register('protocol')} />
                {protocolLabels[protocol]}
              </label>
            ))}
          </div>
          {protocolError && <p id={`${id}-protocol-error`} className="settings-field__error">{t(protocolError)}</p>}
        </div>
      </fieldset>
      <div className="settings-form__actions">
        <button type="submit" className="button button--primary" disabled={running}>{t('utils-diagnostics.start')}</button>
        <button type="button" className="button" disabled={!running} onClick={onStop}>{t('utils-diagnostics.stop')}</button>
      </div>
    </form>
  );
}
