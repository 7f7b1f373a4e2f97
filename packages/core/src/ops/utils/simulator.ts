// Utilities > Simulator (issue 42.3): the evaluator's faults and traffic on the simulated router.
// Every other platform answers -12 simulator.simulatedOnly: a real SIM, signal or ISP is not ours
// to break, and the router build does not offer these ops at all (ubus/router-ops.ts).
import { SimulatorKey } from '@rc/contract/ops/utils/simulator-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler, OpContext } from '../op-context';
import { OpError } from '../../errors/op-error';
import type { SimulatorHooks } from '../../platform/simulator-hooks';

function simulator(ctx: OpContext): SimulatorHooks {
  const hooks = ctx.platform.simulator;
  if (!hooks) throw new OpError('-12', SimulatorKey.simulatedOnly);
  return hooks;
}

export const get_simulator: Handler<Ops['get_simulator']> = async (_input, ctx) => simulator(ctx).faults();

export const set_simulator: Handler<Ops['set_simulator']> = async (input, ctx) => {
  simulator(ctx).setFaults(input);
  return {};
};

export const simulator_receive_sms: Handler<Ops['simulator_receive_sms']> = async ({ number, text }, ctx) => {
  await simulator(ctx).receiveSms(number, text);
  return {};
};

export const simulator_make_traffic: Handler<Ops['simulator_make_traffic']> = async (input, ctx) => ({ uplink: simulator(ctx).makeTraffic(input) });
