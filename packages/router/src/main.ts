// The console as a stock OpenWrt serves it at /routerd/ (issue 27): the op transport that runs
// the handlers in the browser over ubus is installed before the console's own entry runs.
import './install-transport';
import '../../console/src/main.tsx';
