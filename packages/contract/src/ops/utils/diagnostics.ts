// Utilities > Diagnostics (spec 2 "IP or domain, tool, protocol, log output"). The device runs the
// real program with a fixed argument list, never a shell; the console polls the output.
import { z } from 'zod';
import { defineOp } from '../../op';
import { intInRange, isIpv4, isIpv6, networkHostSchema, ValidationKey } from '../../datatypes';
import { DiagnosticsError, DiagnosticsProtocols, DiagnosticsTools } from '../../diagnostics';

const jobId = z.uuid({ error: DiagnosticsError.unknownJob });

export const diagnose_start = defineOp({
  op: 'diagnose_start',
  method: 'POST',
  feature: 'tool_diagnose',
  summary:
    'Starts ping, traceroute or nslookup on an IPv4 address, IPv6 address or host name, and answers the job id. ' +
    `-12 with msg ${DiagnosticsError.busy} when two already run, ${DiagnosticsError.toolMissing} when the program is not installed.`,
  input: z
    .strictObject({
      host: networkHostSchema(ValidationKey.networkHost, DiagnosticsError.hostRequired),
      tool: z.enum(DiagnosticsTools, { error: ValidationKey.required }),
      protocol: z.enum(DiagnosticsProtocols, { error: ValidationKey.required }),
    })
    .superRefine((value, context) => {
      // An address literal decides the family; asking ping -6 for 127.0.0.1 can only fail.
      const family = isIpv4(value.host) ? 'ipv4' : isIpv6(value.host) ? 'ipv6' : undefined;
      if (family && family !== value.protocol) context.addIssue({ code: 'custom', path: ['protocol'], message: DiagnosticsError.familyMismatch });
    }),
  output: z.object({ jobId: z.string() }),
});

export const diagnose_result = defineOp({
  op: 'diagnose_result',
  method: 'GET',
  feature: 'tool_diagnose',
  summary: `The job's output from offset on (characters), the offset to ask for next, and whether it ended; an unknown or forgotten job answers -2 on jobId (${DiagnosticsError.unknownJob}).`,
  input: z.strictObject({ jobId, offset: intInRange(0, 1_000_000_000, ValidationKey.required).default(0) }),
  output: z.object({
    output: z.string(),
    offset: z.number().int(),
    done: z.boolean(),
    exitCode: z.number().int().optional(),
    stopReason: z.enum(['stopped', 'timeLimit', 'outputLimit']).optional(),
    error: z.string().optional(),
  }),
});

export const diagnose_stop = defineOp({
  op: 'diagnose_stop',
  method: 'POST',
  feature: 'tool_diagnose',
  summary: 'Stops a running job (SIGINT, so ping prints its summary, then SIGKILL); a job already over is left as it is.',
  input: z.strictObject({ jobId }),
  output: z.object({}),
});
