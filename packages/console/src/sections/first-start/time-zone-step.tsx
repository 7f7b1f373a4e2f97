import { useTranslation } from 'react-i18next';
import { zoneNames } from '@rc/contract/timezones';
import type { StepProps } from './step-props';

/** Step 4: the zone, preset from the browser's (browser-zone.ts) among the Time settings tab's zones. */
export function TimeZoneStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="first-start__lead">{t('firstStart.timeZone.lead')}</p>
      <div className="field">
        <label className="field__label" htmlFor="first-start-zone">
          {t('system-settings.zonename')}
        </label>
        <select id="first-start-zone" className="field__input" value={values.zonename} onChange={(event) => change({ zonename: event.target.value })} aria-invalid={errors.zonename ? true : undefined}>
          {zoneNames.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        {errors.zonename && (
          <p className="field__error" role="alert">
            {t(errors.zonename)}
          </p>
        )}
      </div>
    </>
  );
}
