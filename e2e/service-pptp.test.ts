import { describePppTunnelTab } from './support/ppp-tunnel-tab';

describePppTunnelTab('pptp', 'PPTP client');
