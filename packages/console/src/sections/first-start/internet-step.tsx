import { useTranslation } from 'react-i18next';
import type { OpOutput } from '@rc/contract/op';
import type { wan_type_detect } from '@rc/contract/ops/first-start';
import type { WanType } from '@rc/contract/ops/first-start-fields';
import { SignalBars } from '../../ui/signal-bars';
import type { StepProps } from './step-props';
import { WizardField } from './wizard-field';

export type WanProbe = OpOutput<typeof wan_type_detect>;

interface InternetStepProps extends StepProps {
  probe: WanProbe | undefined;
  /** the connection types this model offers: no 4G without the 3G/4G tab */
  types: readonly WanType[];
}

/** Step 2: what the probe found, the type to use, and the PPPoE account or APN the WAN and 4G tabs ask. */
export function InternetStep({ values, change, errors, probe, types }: InternetStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="first-start__lead" aria-live="polite">
        {probe ? t(`firstStart.internet.found.${probe.suggested}`) : t('firstStart.internet.probing')}
        {probe?.sim && (
          <span className="first-start__signal">
            {' '}
            <SignalBars value={probe.signalDbm} /> {t('firstStart.internet.signal', { dbm: probe.signalDbm })}
          </span>
        )}
      </p>
      <fieldset className="first-start__choices">
        <legend className="field__label">{t('firstStart.internet.type')}</legend>
        {types.map((type) => (
          <label key={type} className="first-start__choice">
            <input type="radio" name="first-start-wan" value={type} checked={values.wanType === type} onChange={() => change({ wanType: type })} />
            {t(`firstStart.internet.types.${type}`)}
            {probe?.suggested === type && type !== 'none' && <span className="first-start__tag">{t('firstStart.internet.detected')}</span>}
          </label>
        ))}
      </fieldset>
      {values.wanType === 'pppoe' && (
        <>
          <WizardField id="first-start-pppoe-username" label={t('firstStart.internet.pppoeUsername')} value={values.pppoeUsername} onChange={(pppoeUsername) => change({ pppoeUsername })} error={errors['wan.username']} />
          <WizardField id="first-start-pppoe-password" label={t('firstStart.internet.pppoePassword')} value={values.pppoePassword} onChange={(pppoePassword) => change({ pppoePassword })} error={errors['wan.password']} secret autoComplete="new-password" />
        </>
      )}
      {values.wanType === 'cellular' && (
        <>
          <WizardField id="first-start-apn" label={t('firstStart.internet.apn')} value={values.apn} onChange={(apn) => change({ apn })} error={errors['cellular.apn']} hint={t('firstStart.internet.apnHint')} />
          <WizardField id="first-start-cellular-username" label={t('firstStart.internet.cellularUsername')} value={values.cellularUsername} onChange={(cellularUsername) => change({ cellularUsername })} error={errors['cellular.username']} />
          <WizardField id="first-start-cellular-password" label={t('firstStart.internet.cellularPassword')} value={values.cellularPassword} onChange={(cellularPassword) => change({ cellularPassword })} error={errors['cellular.password']} secret autoComplete="new-password" />
        </>
      )}
    </>
  );
}
