// Utilities > Diagnostics (spec 2, 3): the programs the console may ask the device to run and
// the keys of every way a run is refused. The device maps each tool to a fixed argument list.

export const DiagnosticsTools = ['ping', 'traceroute', 'nslookup'] as const;
export const DiagnosticsProtocols = ['ipv4', 'ipv6'] as const;

export type DiagnosticsTool = (typeof DiagnosticsTools)[number];
export type DiagnosticsProtocol = (typeof DiagnosticsProtocols)[number];

/** i18n keys: -12 answers carry one as `msg`; `toolMissing` may also end a job's output. */
export const DiagnosticsError = {
  busy: 'diagnostics.busy',
  toolMissing: 'diagnostics.toolMissing',
  unknownJob: 'diagnostics.unknownJob',
  hostRequired: 'diagnostics.hostRequired',
  familyMismatch: 'diagnostics.familyMismatch',
  /** the router did not run the program to its end (rpcd's exec timeout, a refusal) */
  failed: 'diagnostics.failed',
} as const;

/** Spec 2 "default hosts are a few public sites": offered as suggestions only. */
export const DiagnosticsSuggestedHosts = ['www.baidu.com', 'www.qq.com', 'www.bing.com', '223.5.5.5', '114.114.114.114'] as const;
