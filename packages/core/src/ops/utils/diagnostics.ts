// Utilities > Diagnostics: the real ping, traceroute and nslookup, through the runner
// (system/diagnostics: argument arrays, no shell, time and size caps).
import { DiagnosticsError } from '@rc/contract/diagnostics';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { fieldRefusal, OpError } from '../../errors/op-error';

export const diagnose_start: Handler<Ops['diagnose_start']> = async (input, ctx) => {
  const started = ctx.system.diagnostics.start(input);
  if (started.ok) return { jobId: started.jobId };
  // The op's schema already holds the runner's host rule; this is a second lock on the same door.
  if (started.error !== DiagnosticsError.busy && started.error !== DiagnosticsError.toolMissing) throw fieldRefusal('host', started.error);
  throw new OpError('-12', started.error);
};

export const diagnose_result: Handler<Ops['diagnose_result']> = async ({ jobId, offset }, ctx) => {
  const result = ctx.system.diagnostics.result(jobId, offset);
  if (!result) throw fieldRefusal('jobId', DiagnosticsError.unknownJob);
  return result;
};

export const diagnose_stop: Handler<Ops['diagnose_stop']> = async ({ jobId }, ctx) => {
  if (!ctx.system.diagnostics.result(jobId)) throw fieldRefusal('jobId', DiagnosticsError.unknownJob);
  ctx.system.diagnostics.stop(jobId);
  return {};
};
