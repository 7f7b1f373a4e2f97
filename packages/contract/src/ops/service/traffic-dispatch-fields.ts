// Service > Traffic dispatch: which uplink (the WAN port or the 4G modem) carries which LAN
// traffic, as mwan3 policies (openwrt/packages net/mwan3: /etc/config/mwan3, lib/mwan3/mwan3.sh).

/** The uplinks, by their netifd interface names. */
export const DispatchUplinks = ['wan', 'wwan'] as const;
export type DispatchUplink = (typeof DispatchUplinks)[number];

/**
 * mwan3 policies, by section name (mwan3 refuses a name over 15 characters): one uplink only
 * (traffic stops when it fails: mwan3's last_resort 'unreachable'), one first and the other when
 * it fails, or both shared.
 */
export const DispatchPolicies = ['wan_only', 'wwan_only', 'wan_wwan', 'wwan_wan', 'balanced'] as const;
export type DispatchPolicy = (typeof DispatchPolicies)[number];

/** The policies the default rule may take: it follows the 3G/4G tab's 4G priority. */
export const DefaultDispatchPolicies = ['wan_wwan', 'wwan_wan'] as const;

/** mwan3 rule `proto` (mwan3.sh: `config_get proto all`); a port needs tcp or udp. */
export const DispatchProtocols = ['all', 'tcp', 'udp'] as const;

export const DispatchLimits = { maxRules: 32 } as const;

export const DispatchKey = {
  address: 'dispatch.addressInvalid',
  /** a rule matching nothing in particular would take every packet before the default rule */
  matchRequired: 'dispatch.matchRequired',
  portNeedsProtocol: 'dispatch.portNeedsProtocol',
} as const;

/** Which uplink carries a rule's traffic now: one, both (balanced), or none (every one it may use is down). */
export const DispatchRoutes = ['wan', 'wwan', 'both', 'none'] as const;
