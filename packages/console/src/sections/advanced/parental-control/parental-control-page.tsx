import { useTranslation } from 'react-i18next';
import { OutsideText } from '../../../ui/outside-text';
import { weekdayNames } from '../../../ui/weekday-picker';
import { Weekdays } from '@rc/contract/constants';
import type { ParentalRule } from '@rc/contract/ops/advanced/parental';
import { ParentalLimits } from '@rc/contract/ops/advanced/parental-fields';
import { useDeviceNames } from '../../../ui/combobox/known-clients';
import type { Column } from '../../../ui/data-table';
import { ListEditor } from '../../../ui/list-editor/list-editor';
import { DeviceTimeLine, PageSection } from '../../../ui/page-section';
import { parentalRuleItem, parentalRuleList, useParental, useParentalStatus, useSaveParental } from './use-parental';
import '../../../ui/page-sections.css';
import './parental-control-page.css';

const blank: ParentalRule = { id: '', mac: '', startTime: '22:00', endTime: '07:00', weekdays: [...Weekdays], description: '', enabled: '1' };

/** Advanced > Parental control (spec 2, 3): internet off for a device by MAC in a daily window. */
export function ParentalControlPage() {
  const { t, i18n } = useTranslation();
  const dayNames = weekdayNames(i18n.language || 'en');
  const { data, isError } = useParental();
  const status = useParentalStatus();
  const save = useSaveParental();
  const names = useDeviceNames();
  const blocking = new Set(status.data?.blockingNow ?? []);
  const days = (rule: ParentalRule) =>
    rule.weekdays.length === Weekdays.length ? t('parental.everyDay') : rule.weekdays.map((day) => dayNames[Weekdays.indexOf(day)]).join(' ');
  const columns: Column<ParentalRule>[] = [
    { key: 'description', header: t('parental.description'), cell: (rule) => rule.description || '--' },
    // Issue 43.4: the device by the name it has in the client list, its MAC beside it.
    { key: 'mac', header: t('parental.device'), cell: (rule) => <DeviceCell name={names.ofMac(rule.mac)} mac={rule.mac} />, identifier: true },
    {
      key: 'time',
      header: t('parental.period'),
      cell: (rule) => (rule.endTime < rule.startTime ? t('parental.overnight', { start: rule.startTime, end: rule.endTime }) : `${rule.startTime}-${rule.endTime}`),
    },
    { key: 'weekdays', header: t('parental.weekdays'), cell: days },
    {
      key: 'state',
      header: t('parental.state'),
      cell: (rule) =>
        rule.enabled !== '1' ? t('parental.off') : blocking.has(rule.id) ? <span className="badge badge--bad">{t('parental.blockingNow')}</span> : t('parental.on'),
    },
  ];
  return (
    <div className="page-sections">
      <PageSection title={t('parental.title')}>
        <p>{t('parental.intro')}</p>
        <DeviceTimeLine />
        {isError && <p role="alert">{t('form.loadFailed')}</p>}
        <ListEditor
          caption={t('parental.caption')}
          items={data?.rules ?? []}
          listSchema={parentalRuleList}
          itemSchema={parentalRuleItem}
          listKey="rules"
          columns={columns}
          fields={[
            { name: 'mac', label: 'parental.mac', widget: 'client-mac', fillFromClient: { name: 'description' }, hint: 'parental.macHint', placeholder: 'parental.macPlaceholder' },
            { name: 'startTime', label: 'parental.startTime', widget: 'time' },
            { name: 'endTime', label: 'parental.endTime', widget: 'time', hint: 'parental.endTimeHint' },
            { name: 'weekdays', label: 'parental.weekdays', widget: 'weekdays' },
            { name: 'description', label: 'parental.description' },
            { name: 'enabled', label: 'parental.enabled' },
          ]}
          blank={blank}
          keyOf={(rule) => rule.id || `${rule.mac} ${rule.startTime} ${rule.endTime} ${rule.weekdays.join(',')}`}
          save={save}
          max={ParentalLimits.maxRules}
          addTitle="parental.addTitle"
          editTitle="parental.editTitle"
          addFromQuery={data ? 'mac' : undefined}
        />
      </PageSection>
    </div>
  );
}

function DeviceCell({ name, mac }: { name: string | undefined; mac: string }) {
  if (!name) return mac;
  return (
    <span className="parental-device">
      <OutsideText text={name} />
      <span className="parental-device__mac">{mac}</span>
    </span>
  );
}
