import { useTranslation } from 'react-i18next';
import type { StepProps } from './step-props';
import { WizardField } from './wizard-field';
import type { WifiNetwork } from './wizard-values';

/** Step 3: the name and key of each band's network (the Wi-Fi tabs' rules). */
export function WifiStep({ values, change, errors }: StepProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<WifiNetwork>) => change({ wifi: values.wifi.map((network, at) => (at === index ? { ...network, ...patch } : network)) });
  if (values.wifi.length === 0) return <p className="first-start__lead">{t('firstStart.wifi.none')}</p>;
  return (
    <>
      <p className="first-start__lead">{t('firstStart.wifi.lead')}</p>
      {values.wifi.map((network, index) => (
        <fieldset key={network.band} className="first-start__band">
          <legend className="field__label">{t(`firstStart.wifi.bands.${network.band}`)}</legend>
          <WizardField id={`first-start-ssid-${network.band}`} label={t('firstStart.wifi.ssid')} value={network.ssid} onChange={(ssid) => update(index, { ssid })} error={errors[`wifi.${index}.ssid`]} />
          <WizardField id={`first-start-key-${network.band}`} label={t('firstStart.wifi.key')} value={network.key} onChange={(key) => update(index, { key })} error={errors[`wifi.${index}.key`]} secret autoComplete="new-password" />
        </fieldset>
      ))}
    </>
  );
}
