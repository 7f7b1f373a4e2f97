import { useTranslation } from 'react-i18next';
import { CellularCard } from './cellular-card';
import { DataCapWarning } from './data-cap-warning';
import { InterfaceTable } from './interface-table';
import { QuickLinks } from './quick-links';
import { SystemStatusCard } from './system-status-card';
import { TopDevicesCard } from './top-devices-card';
import { TrafficChart } from './traffic-chart';
import { WifiCard } from './wifi-card';
import './home-page.css';

/** Spec 2: the dashboard. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <h1 className="home__title">{t('nav.section.home')}</h1>
      <DataCapWarning />
      <div className="home__grid">
        <div className="home__overview">
          <QuickLinks />
        </div>
        <div className="home__status">
          <SystemStatusCard />
        </div>
        <div className="home__traffic">
          <TrafficChart />
        </div>
        <div className="home__interfaces">
          <InterfaceTable />
        </div>
        <div className="home__cellular">
          <CellularCard />
        </div>
        <div className="home__wifi">
          <WifiCard />
        </div>
        <div className="home__devices">
          <TopDevicesCard />
        </div>
      </div>
    </div>
  );
}
