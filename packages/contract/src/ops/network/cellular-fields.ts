// The 4G dialing methods and what each of OpenWrt's modem protocol handlers reads.
/**
 * OpenWrt's protocol handlers of a modem, the "dialing method" of spec 2: uqmi's qmi.sh, umbim's
 * mbim.sh, comgt's ncm.sh and 3g.sh, and ModemManager's modemmanager.proto.
 */
export const cellularProtos = ['qmi', 'mbim', 'ncm', '3g', 'modemmanager'] as const;
export const cellularAuths = ['none', 'pap', 'chap', 'both'] as const;
/**
 * What each handler does with `auth`: uqmi takes pap, chap and both; umbim's connect takes pap,
 * chap (or mschapv2) and drops the credentials of anything else; ModemManager takes a list of
 * methods (allowedauth); ncm.sh pastes `auth` raw into vendor AT commands and 3g.sh (pppd) never
 * reads it, so neither is offered one.
 */
export const authsOfProto: Readonly<Record<(typeof cellularProtos)[number], readonly (typeof cellularAuths)[number][]>> = {
  qmi: cellularAuths,
  mbim: ['none', 'pap', 'chap'],
  modemmanager: cellularAuths,
  ncm: [],
  '3g': [],
};
/**
 * The authentication a user name needs where the handler offers one: qmi.sh hands uqmi
 * `--auth-type` and mbim.sh umbim's connect the credentials only with PAP or CHAP, so `none`
 * beside a user name connects without them. Both where offered (the modem tries each), else CHAP.
 */
export function authForCredentials(proto: (typeof cellularProtos)[number]): (typeof cellularAuths)[number] | undefined {
  const offered = authsOfProto[proto];
  return offered.includes('both') ? 'both' : offered.includes('chap') ? 'chap' : undefined;
}

// qmi.sh's spelling; LuCI offers the same for qmi and ncm.
export const cellularPdpTypes = ['ip', 'ipv6', 'ipv4v6'] as const;

/**
 * The modem log's known events, which the console words in its own language; any other line
 * (a real modem's own text) is shown as the modem wrote it.
 */
export const modemLogEvents = ['modemFound', 'simReady', 'simAbsent', 'simPinRequired', 'searching', 'registered', 'sessionStarting', 'sessionUp', 'signal'] as const;
export type ModemLogEvent = (typeof modemLogEvents)[number];
