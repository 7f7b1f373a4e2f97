import { useTranslation } from 'react-i18next';
import { get_simulator, set_simulator } from '@rc/contract/ops/utils/simulator';
import { Link } from '../../../ui/link';
import { PageSection } from '../../../ui/page-section';
import { SettingsForm } from '../../../ui/settings-form/settings-form';
import { SmsArrival } from './sms-arrival';
import { TrafficMaker } from './traffic-maker';
import '../../../ui/page-sections.css';
import './simulator-page.css';

const simStates = [
  { value: 'ready', label: 'utils-simulator.simStates.ready' },
  { value: 'absent', label: 'utils-simulator.simStates.absent' },
  { value: 'pin_required', label: 'utils-simulator.simStates.pin_required' },
] as const;

/** Where each fault shows, for an evaluator who just set one. */
const watchPages = [
  { to: '/network/sims', label: 'utils-simulator.watch.sims' },
  { to: '/network/net_type', label: 'utils-simulator.watch.cellular' },
  { to: '/network/sms', label: 'utils-simulator.watch.sms' },
  { to: '/advanced/netwatchdog', label: 'utils-simulator.watch.watchdog' },
  { to: '/system/realtime', label: 'utils-simulator.watch.realtime' },
  { to: '/home', label: 'utils-simulator.watch.home' },
] as const;

/**
 * Utilities > Simulator (issue 42.3), on the simulated router only: fail a SIM, weaken the signal,
 * drop an uplink's pings, receive a text, make traffic, and see the router's pages react.
 */
export function SimulatorPage() {
  const { t } = useTranslation();
  return (
    <div className="page-sections">
      <SettingsForm
        read={get_simulator}
        save={set_simulator}
        title="utils-simulator.faults"
        fields={[
          { name: 'sim1', label: 'utils-simulator.sim1', widget: 'select', options: simStates, hint: 'utils-simulator.simHint' },
          { name: 'sim2', label: 'utils-simulator.sim2', widget: 'select', options: simStates },
          { name: 'weakenDb', label: 'utils-simulator.weakenDb', unit: 'utils-simulator.db', hint: 'utils-simulator.weakenDbHint' },
          { name: 'wanPingDropped', label: 'utils-simulator.wanPingDropped', widget: 'switch', hint: 'utils-simulator.wanPingDroppedHint' },
          { name: 'wwanPingDropped', label: 'utils-simulator.wwanPingDropped', widget: 'switch', hint: 'utils-simulator.wwanPingDroppedHint' },
        ]}
      />
      <SmsArrival />
      <TrafficMaker />
      <PageSection title={t('utils-simulator.watchTitle')}>
        <ul className="simulator-page__watch">
          {watchPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to}>{t(page.label)}</Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
