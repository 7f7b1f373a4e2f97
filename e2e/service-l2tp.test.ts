import { describePppTunnelTab } from './support/ppp-tunnel-tab';

describePppTunnelTab('l2tp', 'L2TP client');
