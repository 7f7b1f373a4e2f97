// Utilities > Diagnostics on the router: BusyBox's ping, traceroute and nslookup through rpcd's
// file exec, with the same argument arrays as the daemon's runner (diagnostics-command.ts) and
// the host checked by the same rule first. rpcd answers once the program has ended (within its
// exec timeout), so the output comes whole rather than line by line.
import type { DiagnosticsProtocol, DiagnosticsTool } from '@rc/contract/diagnostics';
import { DiagnosticsProtocols, DiagnosticsTools } from '@rc/contract/diagnostics';
import { diagnosticsArgs } from '../system/diagnostics/diagnostics-command';
import { isDiagnosticsHost } from '../system/diagnostics/diagnostics-host';
import type { Ubus } from './ubus';
import { execProgram } from './router-programs';

export interface DiagnosticsAnswer {
  /** the program's exit status: 0 when it reached the host */
  code: number;
  /** what it printed, standard output then standard error */
  output: string;
}

export async function runDiagnostics(ubus: Ubus, tool: DiagnosticsTool, protocol: DiagnosticsProtocol, host: string): Promise<DiagnosticsAnswer> {
  if (!isDiagnosticsHost(host)) throw new RangeError('not a host diagnostics may be given');
  const answer = await execProgram(ubus, tool, diagnosticsArgs(tool, protocol, host));
  return { code: answer.code, output: answer.stdout + answer.stderr };
}

/** The ACL's command lines: each tool and protocol with the host left to the pattern. */
export function diagnosticsAclPatterns(path: (tool: DiagnosticsTool) => string): string[] {
  return DiagnosticsTools.flatMap((tool) => [...new Set(DiagnosticsProtocols.map((protocol) => [path(tool), ...diagnosticsArgs(tool, protocol, '*')].join(' ')))]);
}
