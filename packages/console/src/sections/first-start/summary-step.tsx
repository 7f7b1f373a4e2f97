import { useTranslation } from 'react-i18next';
import { WifiQr } from '../../ui/wifi-qr';
import { firstStartInput, type SkippableStep, type WizardValues } from './wizard-values';

interface SummaryStepProps {
  values: WizardValues;
  skipped: ReadonlySet<SkippableStep>;
}

/** The end: what Finish saves (a skipped step keeps what the router has) and a QR code per network. */
export function SummaryStep({ values, skipped }: SummaryStepProps) {
  const { t } = useTranslation();
  const kept = t('firstStart.summary.kept');
  const wifiShown = !skipped.has('wifi') && values.wifi.length > 0;
  const internet = values.wanType === 'none' ? kept : t(`firstStart.internet.types.${values.wanType}`);
  // History holds configuration only, never the admin password (issue 43.7: do not point there for it).
  const saved = Object.keys(firstStartInput(values, skipped));
  const lead = saved.some((part) => part !== 'password') ? 'lead' : saved.length > 0 ? 'leadPassword' : 'leadNothing';
  return (
    <>
      <p className="first-start__lead">{t(`firstStart.summary.${lead}`)}</p>
      <dl className="first-start__summary">
        <dt>{t('firstStart.steps.password')}</dt>
        <dd>{skipped.has('password') ? kept : t('firstStart.summary.newPassword')}</dd>
        <dt>{t('firstStart.steps.internet')}</dt>
        <dd>{skipped.has('internet') ? kept : internet}</dd>
        <dt>{t('firstStart.steps.wifi')}</dt>
        <dd>{wifiShown ? values.wifi.map((network) => `${t(`firstStart.wifi.bands.${network.band}`)}: ${network.ssid}`).join(', ') : kept}</dd>
        <dt>{t('firstStart.steps.timeZone')}</dt>
        <dd>{skipped.has('timeZone') || !values.zonename ? kept : values.zonename}</dd>
      </dl>
      {wifiShown &&
        values.wifi.map((network) => (
          <WifiQr key={network.band} title={t('firstStart.summary.qrTitle', { band: t(`firstStart.wifi.bands.${network.band}`) })} ssid={network.ssid} password={network.key} encryption={network.encryption === 'none' ? 'psk2+ccmp' : network.encryption} hidden={network.hidden} />
        ))}
    </>
  );
}
