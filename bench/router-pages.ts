// `npm run bench:router-pages`: DESIGN.md's page budgets for the console as a stock OpenWrt serves
// it (issue 27.6), alone: the router build over OpenWrt's real uhttpd + rpcd (openwrt-test's
// console stack), measured by lib/router-pages.ts as `npm run bench` measures it, without its CPU
// limit. It exits non-zero when something could not be measured or a page is over its budget.
import { rootPassword, startConsoleStack } from '../openwrt-test/console-support';
import { lookUpTools } from '../openwrt-test/tools';
import { budgetSection } from './lib/report';
import { formatRouterPages, measureRouterPages, routerPageBudgets } from './lib/router-pages';

async function main(): Promise<number> {
  const found = lookUpTools();
  if (!found.tools) throw new Error(found.skipped);
  const tools = found.tools;
  const stack = await startConsoleStack(tools);
  try {
    const pages = await measureRouterPages(stack, rootPassword);
    const budgets = routerPageBudgets(pages);
    console.log(`${formatRouterPages(pages, false)}\n\n${budgetSection(budgets)}`);
    return budgets.every((budget) => budget.status === 'PASS') ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('router page bench failed:', error);
    process.exit(1);
  },
);
