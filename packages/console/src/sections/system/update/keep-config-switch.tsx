import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '../../../ui/toggle-switch';

interface KeepConfigSwitchProps {
  value: '1' | '0';
  onChange: (value: '1' | '0') => void;
  disabled: boolean;
  /** a stock OpenWrt's sysupgrade flashes (imageFormat 'sysupgrade'): say what it keeps and what -n does */
  sysupgrade?: boolean;
}

/** Spec 3: the keep-configuration flag, 1 keep, 0 restore factory settings; for every kind of upgrade. */
export function KeepConfigSwitch({ value, onChange, disabled, sysupgrade = false }: KeepConfigSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="settings-field system-update__keep">
      <label className="settings-field__label" htmlFor={id}>{t('system-update.keep')}</label>
      <div className="settings-field__control">
        <div className="settings-field__input">
          <ToggleSwitch id={id} value={value} onChange={(next) => onChange(next === '1' ? '1' : '0')} disabled={disabled} aria-describedby={`${id}-hint`} />
        </div>
        <p id={`${id}-hint`} className="settings-field__hint">{t(`system-update.${value === '1' ? 'keepHint' : 'resetHint'}${sysupgrade ? 'Sysupgrade' : ''}`)}</p>
      </div>
    </div>
  );
}
