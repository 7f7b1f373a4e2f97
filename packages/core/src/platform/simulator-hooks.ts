// What the simulated router lets an evaluator do to it (Utilities > Simulator, issue 42.3). Only
// the simulated platform has it: a real modem's SIM, signal and upstream are the world's.
import type { z } from 'zod';
import type { OpOutput } from '@rc/contract/op';
import type { Ops } from '@rc/contract/registry';

export type SimulatorFaults = OpOutput<Ops['get_simulator']>;
export type MadeTrafficRequest = z.output<Ops['simulator_make_traffic']['input']>;

export interface SimulatorHooks {
  faults(): SimulatorFaults;
  /** Puts these faults in force at once: a SIM failed in use drops the data session. */
  setFaults(faults: SimulatorFaults): void;
  /** The modem receives a text, unread. */
  receiveSms(number: string, text: string): Promise<void>;
  /** A client downloads through the uplink up now; which one it took, or none. */
  makeTraffic(request: MadeTrafficRequest): 'wan' | 'wwan' | 'none';
}
