// The console as a stock OpenWrt serves it at /routerd/ (issue 27): the console's own entry, whose
// op transport is the router's (src/default-transport.ts, put in place by vite.config.ts).
import '../../console/src/main.tsx';
