// Scan tab (spec 2: enable, scan list, connect to a Wi-Fi, apclient status).
import { useState } from 'react';
import { ApclientForm } from './apclient-form';
import { ApclientStatus } from './apclient-status';
import { ConnectDialog } from './connect-dialog';
import { ScanTable } from './scan-table';
import type { ScannedNetwork } from './use-scan';
import '../wifi.css';

export function ScanPage() {
  const [target, setTarget] = useState<ScannedNetwork | null>(null);
  return (
    <div className="page-sections wifi-page">
      <ApclientStatus />
      <div className="card page-card">
        <ApclientForm />
      </div>
      <ScanTable onConnect={setTarget} />
      <ConnectDialog network={target} onClose={() => setTarget(null)} />
    </div>
  );
}
