// Service > PPTP: network.pptp (settings/ppp-tunnel-settings.ts says which program reads each option).
import { getPppTunnelStatus, getPptp, setPppTunnel } from './ppp-tunnel';

export const get_pptp = getPptp;
export const set_pptp = setPppTunnel('pptp');
export const get_pptp_status = getPppTunnelStatus('pptp');
