import { ArpTable } from './arp-table';
import { TerminalTable } from './terminal-table';
import './terminal-page.css';

/** Network > Terminal (spec 2): connected devices with prohibit access, and the ARP table. */
export function TerminalPage() {
  return (
    <div className="network-terminal">
      <TerminalTable />
      <ArpTable />
    </div>
  );
}
