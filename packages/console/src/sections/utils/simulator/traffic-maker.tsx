import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { simulator_make_traffic } from '@rc/contract/ops/utils/simulator';
import { SimulatorLimits, trafficInterfaces } from '@rc/contract/ops/utils/simulator-fields';
import { isApiError } from '../../../lib/api-error';
import { FieldRow } from '../../../ui/field-row';
import { PageSection } from '../../../ui/page-section';
import { useMakeTraffic } from './use-simulator';

type Field = 'interface' | 'mbps' | 'seconds';
type Errors = Partial<Record<Field, string>>;

/** A client on the LAN or a Wi-Fi band downloads for a while: its band, br-lan and the uplink in use count it alike. */
export function TrafficMaker() {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ interface: 'wifi-5g', mbps: '20', seconds: '60' });
  const [errors, setErrors] = useState<Errors>({});
  const make = useMakeTraffic();
  const set = (field: Field) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });
  const limits = { mbpsMin: SimulatorLimits.mbpsMin, mbpsMax: SimulatorLimits.mbpsMax, secondsMin: SimulatorLimits.secondsMin, secondsMax: SimulatorLimits.secondsMax };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = simulator_make_traffic.input.safeParse({ interface: values.interface, mbps: Number(values.mbps), seconds: Number(values.seconds) });
    if (!checked.success) return setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    make.mutate(checked.data, {
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.key])));
      },
    });
  };

  const uplink = make.data?.uplink;
  const asked = make.variables;
  return (
    <PageSection title={t('utils-simulator.trafficTitle')}>
      <form className="page-sections__form" onSubmit={submit} noValidate>
        <FieldRow
          id={`${id}-interface`}
          label={t('utils-simulator.interface')}
          hint={t('utils-simulator.interfaceHint')}
          error={errors.interface && t(errors.interface)}
          input={(aria) => (
            <select id={`${id}-interface`} className="field__input" value={values.interface} onChange={set('interface')} {...aria}>
              {trafficInterfaces.map((name) => (
                <option key={name} value={name}>{t(`utils-simulator.interfaces.${name}`)}</option>
              ))}
            </select>
          )}
        />
        <FieldRow
          id={`${id}-mbps`}
          label={t('utils-simulator.mbps')}
          hint={t('utils-simulator.mbpsHint', limits)}
          error={errors.mbps && t(errors.mbps, limits)}
          input={(aria) => <input id={`${id}-mbps`} className="field__input" type="number" inputMode="numeric" min={limits.mbpsMin} max={limits.mbpsMax} value={values.mbps} onChange={set('mbps')} {...aria} />}
        />
        <FieldRow
          id={`${id}-seconds`}
          label={t('utils-simulator.seconds')}
          hint={t('utils-simulator.secondsHint', limits)}
          error={errors.seconds && t(errors.seconds, limits)}
          input={(aria) => <input id={`${id}-seconds`} className="field__input" type="number" inputMode="numeric" min={limits.secondsMin} max={limits.secondsMax} value={values.seconds} onChange={set('seconds')} {...aria} />}
        />
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={make.isPending}>{t('utils-simulator.makeTraffic')}</button>
        </div>
        <p role="status" className="simulator-page__outcome">
          {uplink && asked && (uplink === 'none'
            ? t('utils-simulator.noUplink')
            : t('utils-simulator.trafficStarted', { uplink: t(`utils-simulator.uplinks.${uplink}`), interface: t(`utils-simulator.interfaces.${asked.interface}`), mbps: asked.mbps, seconds: asked.seconds }))}
        </p>
      </form>
    </PageSection>
  );
}
