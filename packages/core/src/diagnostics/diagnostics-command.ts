// The argument arrays of the diagnostics programs (run without a shell). Options mirror what
// OpenWrt's LuCI diagnostics page passes; '--' ends the options where the program reads it.
import type { DiagnosticsProtocol, DiagnosticsTool } from '@rc/contract/diagnostics';

export function diagnosticsArgs(tool: DiagnosticsTool, protocol: DiagnosticsProtocol, host: string): string[] {
  const family = protocol === 'ipv6' ? '-6' : '-4';
  switch (tool) {
    case 'ping':
      return ['-c', '4', '-W', '2', family, '--', host];
    case 'traceroute':
      return ['-n', '-w', '2', '-q', '1', '-m', '15', family, '--', host];
    case 'nslookup':
      // BIND's nslookup takes '--' as an unknown option; the host rule already forbids a leading '-'.
      return [host];
  }
}
