// Network > NAT (spec 2): firewall4's flow offloading in `config defaults`: flow_offloading
// (software) and flow_offloading_hw (hardware, which needs the software one). LuCI removes
// both options when off, and so do we.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey } from '@rc/contract/datatypes';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { fieldRefusal } from '../../errors/op-error';
import { addSection, getOption, setOption } from '../../uci/uci-edit';
import { firewallDefaults, nftQosPackage, qosEnabled } from '../../settings/acceleration-settings';

export const get_nat_accel: Handler<Ops['get_nat_accel']> = async (_input, ctx) => {
  const defaults = firewallDefaults(await ctx.store.read('firewall'));
  const on = (option: string) => (defaults !== undefined && getOption(defaults, option) === '1' ? '1' : '0');
  const flowOffloading = on('flow_offloading');
  return { flowOffloading, flowOffloadingHw: flowOffloading === '1' ? on('flow_offloading_hw') : '0' };
};

export const set_nat_accel: Handler<Ops['set_nat_accel']> = async (input, ctx) => {
  await ctx.store.transact('set_nat_accel', ['firewall', nftQosPackage], (draft) => {
    const firewall = draftPackage(draft, 'firewall');
    const nftQos = draftPackage(draft, nftQosPackage);
    // Spec 5: QoS needs acceleration off, so acceleration waits until QoS is off.
    if (input.flowOffloading === '1' && qosEnabled(nftQos)) throw fieldRefusal('flowOffloading', ValidationKey.natNeedsQosOff);
    const defaults = firewallDefaults(firewall) ?? addSection(firewall, 'defaults');
    const software = input.flowOffloading === '1';
    const hardware = software && (input.flowOffloadingHw ?? getOption(defaults, 'flow_offloading_hw')) === '1';
    setOption(defaults, 'flow_offloading', software ? '1' : undefined);
    setOption(defaults, 'flow_offloading_hw', hardware ? '1' : undefined);
  });
  return {};
};
