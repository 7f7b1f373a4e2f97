// Service > L2TP: network.l2tp (settings/ppp-tunnel-settings.ts says which program reads each option).
import { getPppTunnel, getPppTunnelStatus, setPppTunnel } from './ppp-tunnel';

export const get_l2tp = getPppTunnel('l2tp');
export const set_l2tp = setPppTunnel('l2tp');
export const get_l2tp_status = getPppTunnelStatus('l2tp');
