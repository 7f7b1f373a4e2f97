import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface AllowDowngradeCheckProps {
  value: '1' | '0';
  onChange: (value: '1' | '0') => void;
  disabled: boolean;
}

/** Issue 12.3: an image older than the running firmware is flashed only when this is ticked. */
export function AllowDowngradeCheck({ value, onChange, disabled }: AllowDowngradeCheckProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="settings-field system-update__keep">
      <span className="settings-field__label" aria-hidden="true" />
      <div className="settings-field__control">
        <label className="system-update__downgrade" htmlFor={id}>
          <input id={id} type="checkbox" checked={value === '1'} disabled={disabled} onChange={(event) => onChange(event.target.checked ? '1' : '0')} aria-describedby={`${id}-hint`} />
          {t('system-update.allowDowngrade')}
        </label>
        <p id={`${id}-hint`} className="settings-field__hint">{t('system-update.allowDowngradeHint')}</p>
      </div>
    </div>
  );
}
