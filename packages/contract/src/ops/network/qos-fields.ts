// Network > QoS: the rule for a limited object, shared by set_qos and the device reading nft-qos.
import { ValidationKey, isIpv4, isIpv4Cidr, isLanUnicast, isNetworkAddress, prefixToNetmask } from '../../datatypes';

/**
 * Why a limited object is refused, if it is: spec 3 takes "an IP or IP range such as x.x.x.x/24".
 * A host as the LAN address must be (unicast, issue 13.23), or a network by its own address (the
 * kernel and nft refuse host bits past the prefix). nft-qos's static.sh hands ipaddr to core.sh's
 * qosdef_append_rule_ip_limit, `ip daddr|saddr IPADDR limit rate over RATE UNIT/second drop`: one
 * limit statement, so the hosts of a network share its rate.
 */
export function qosTargetIssue(target: string): string | undefined {
  const [ip = '', prefix] = target.split('/');
  if (prefix === undefined ? !isIpv4(target) : !isIpv4Cidr(target)) return ValidationKey.qosTarget;
  if (!isLanUnicast(ip)) return ValidationKey.lanUnicast;
  if (prefix !== undefined && !isNetworkAddress(ip, prefixToNetmask(Number(prefix)))) return ValidationKey.qosNetwork;
  return undefined;
}
