// Service > PPTP: network.pptp (settings/ppp-tunnel-settings.ts says which program reads each option).
import { getPppTunnel, setPppTunnel } from './ppp-tunnel';

export const get_pptp = getPppTunnel('pptp');
export const set_pptp = setPppTunnel('pptp');
