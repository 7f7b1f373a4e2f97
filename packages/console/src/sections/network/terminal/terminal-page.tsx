import { ArpTable } from './arp-table';
import { TerminalTable } from './terminal-table';
import '../../../ui/page-sections.css';
import './terminal-page.css';

/** Network > Terminal (spec 2): connected devices with prohibit access, and the ARP table. */
export function TerminalPage() {
  return (
    <div className="page-sections">
      <TerminalTable />
      <ArpTable />
    </div>
  );
}
