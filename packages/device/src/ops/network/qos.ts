// Network > QoS (spec 2, 5): our own package `qos` (OpenWrt has none of this shape):
// `config qos 'global'` with enabled, and one `config rule` per limited object with
// target, upload and download (Kb/s) and description.
import type { Ops } from '@rc/contract/registry';
import { ValidationKey } from '@rc/contract/datatypes';
import type { QosRule } from '@rc/contract/ops/network/qos';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { fieldRefusal } from '../op-error';
import { ensureSection, getOption, sectionsOfType, setOption } from '../../uci/uci-edit';
import { saveSectionList } from '../../uci/section-list';
import type { UciSection } from '../../uci/uci-types';
import { flowOffloadingOn, qosEnabled } from '../../settings/acceleration-settings';

function readRule(section: UciSection): QosRule {
  return {
    target: getOption(section, 'target') ?? '',
    upload: rate(getOption(section, 'upload')),
    download: rate(getOption(section, 'download')),
    description: getOption(section, 'description') ?? '',
  };
}

function rate(text: string | undefined): number {
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : 0;
}

export const get_qos: Handler<Ops['get_qos']> = async (_input, ctx) => {
  const qos = await ctx.store.read('qos');
  return { enabled: qosEnabled(qos) ? '1' : '0', rules: sectionsOfType(qos, 'rule').map(readRule) };
};

export const set_qos: Handler<Ops['set_qos']> = async (input, ctx) => {
  // Both files under one lock, so that NAT acceleration cannot be switched on in between.
  await ctx.store.transact('set_qos', ['qos', 'firewall'], (draft) => {
    const qos = draftPackage(draft, 'qos');
    const firewall = draftPackage(draft, 'firewall');
    if (input.enabled === '1' && flowOffloadingOn(firewall)) throw fieldRefusal('enabled', ValidationKey.qosNeedsNatOff);
    setOption(ensureSection(qos, 'qos', 'global'), 'enabled', input.enabled);
    saveSectionList<QosRule>(qos, input.rules, {
      type: 'rule',
      owned: sectionsOfType(qos, 'rule'),
      keyOfSection: (section) => getOption(section, 'target') ?? '',
      keyOfItem: (rule) => rule.target,
      write: writeRule,
    });
  });
  return {};
};

function writeRule(section: UciSection, rule: QosRule): void {
  setOption(section, 'target', rule.target);
  setOption(section, 'upload', String(rule.upload));
  setOption(section, 'download', String(rule.download));
  setOption(section, 'description', rule.description);
}

export const get_qos_status: Handler<Ops['get_qos_status']> = async (_input, ctx) => {
  return { flowOffloading: flowOffloadingOn(await ctx.store.read('firewall')) };
};
