// The black list (Advanced > Black list) and the terminal tab's prohibit-access action: one list,
// one firewall4 rule.
//
//   config rule 'blacklist'
//       option name 'Black list'
//       option src '*'
//       option dest '*'
//       list src_mac '3C:22:FB:00:00:09'
//       option proto 'all'
//       option target 'REJECT'
//
// fw4 (root/usr/share/ucode/fw4.uc, rule `src_mac: PARSE_LIST`) renders it once, in the `forward`
// chain (src and dest '*': traffic from every zone, guest Wi-Fi included, to every zone), as
// `ether saddr { ... } counter jump handle_reject`; proto 'all' because fw4's default is tcp and
// udp only. Traffic to the router itself (DHCP, DNS, this console) is not touched. One rule with
// a set matches in one lookup where a rule per MAC is walked one by one, and shows as one row in
// LuCI. The terminal tab used to write a rule per MAC (anonymous, `name 'block-<mac>'`); those
// read as part of the list and the next save of either tab folds them into this section.
import { isMac } from '@rc/contract/mac-and-clock';
import { ACL_ID_RE } from '@rc/contract/ops/advanced/acl-fields';
import { addSection, getList, getOption, getSection, removeSection, sectionsOfType, setOption } from '../uci/uci-edit';
import type { UciPackage, UciSection } from '../uci/uci-types';

export const BLACKLIST_SECTION = 'blacklist';
const LEGACY_PREFIX = 'block-';

/** The terminal tab's older rules: `name 'block-<mac>'` rejecting that source MAC. */
function legacyRules(firewall: UciPackage): UciSection[] {
  return sectionsOfType(firewall, 'rule').filter(
    (rule) =>
      rule.name !== BLACKLIST_SECTION &&
      getOption(rule, 'name')?.startsWith(LEGACY_PREFIX) === true &&
      getOption(rule, 'src_mac') !== undefined &&
      getOption(rule, 'target') === 'REJECT',
  );
}

function ownRule(firewall: UciPackage): UciSection | undefined {
  const section = getSection(firewall, BLACKLIST_SECTION);
  return section?.type === 'rule' ? section : undefined;
}

/** The blocked MACs, upper case, without repeats: our rule's list, then older per-MAC rules. */
export function readBlacklist(firewall: UciPackage): string[] {
  const own = ownRule(firewall);
  const macs = [...(own ? getList(own, 'src_mac') : []), ...legacyRules(firewall).flatMap((rule) => getList(rule, 'src_mac'))]
    .flatMap((item) => item.split(/\s+/))
    .filter(isMac)
    .map((mac) => mac.toUpperCase());
  return [...new Set(macs)];
}

/** Writes `macs` as our one rule (none when empty) and folds older per-MAC rules into it. */
export function writeBlacklist(firewall: UciPackage, macs: readonly string[]): void {
  const legacy = legacyRules(firewall);
  const existing = ownRule(firewall);
  const list = [...new Set(macs.map((mac) => mac.toUpperCase()))];
  if (list.length === 0) {
    if (existing) removeSection(firewall, existing);
  } else {
    const rule = existing ?? insertRule(firewall, legacy[0]);
    setOption(rule, 'name', rule.options.get('name') ?? 'Black list');
    setOption(rule, 'src', '*');
    setOption(rule, 'dest', '*');
    setOption(rule, 'src_mac', list);
    setOption(rule, 'proto', 'all');
    setOption(rule, 'target', 'REJECT');
    setOption(rule, 'enabled', undefined);
  }
  legacy.forEach((rule) => removeSection(firewall, rule));
}

// A new rule takes the place of the first older per-MAC rule, else goes before the ACL rules
// (forward ACL rules share fw4's forward chain: a blocked device stays blocked whatever an ACL
// accepts), else last.
function insertRule(firewall: UciPackage, legacy: UciSection | undefined): UciSection {
  const rule = addSection(firewall, 'rule', BLACKLIST_SECTION);
  const before = legacy ?? firewall.sections.find((section) => section.type === 'rule' && ACL_ID_RE.test(section.name ?? ''));
  if (before) {
    firewall.sections.pop();
    firewall.sections.splice(firewall.sections.indexOf(before), 0, rule);
  }
  return rule;
}
