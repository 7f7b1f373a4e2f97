import { ArpTable } from './arp-table';
import { TerminalTable } from './client-table';
import '../../../ui/page-sections.css';
import './clients-page.css';

/** Network > Terminal (spec 2): connected devices with prohibit access, and the ARP table. */
export function ClientsPage() {
  return (
    <div className="page-sections">
      <TerminalTable />
      <ArpTable />
    </div>
  );
}
