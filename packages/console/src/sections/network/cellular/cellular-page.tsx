import { get_cellular_config, set_cellular_config } from '@rc/contract/ops/network/cellular';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { cellularFields } from './cellular-fields';
import { CellularState } from './cellular-state';
import { IspApnFiller } from './isp-apn-filler';
import { ModemLog } from './modem-log';
import { RadioPanel } from './radio/radio-panel';
import { RadioChart } from './radio/radio-chart';
import '../interface-page.css';
import './cellular-page.css';

/** Network > 3G/4G (spec 2): the modem's dial settings, its state and its log. */
export function CellularPage() {
  return (
    <div className="page-sections iface-page">
      <div className="card page-card">
        <SettingsForm read={get_cellular_config} save={set_cellular_config} title="network-net-type.title" fields={cellularFields}>
          <IspApnFiller />
        </SettingsForm>
      </div>
      <CellularState />
      <RadioPanel />
      <RadioChart />
      <ModemLog />
    </div>
  );
}
