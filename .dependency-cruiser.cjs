// Which package may import which (README "Layout", issue 44), checked on every `npm run lint`,
// type-only imports included (tsPreCompilationDeps): contract <- core <- device (the daemon) and
// router (the router build); console over contract; nothing of ours imports console but router.
// Tests, test kits and test-support may reach across (a core handler is tested through the daemon).
const test = '(\\.test\\.tsx?|-test-kit\\.ts)$|/test-support/|/fixtures/';
const product = (folder) => ({ path: `^packages/${folder}/`, pathNot: test });
// what ships: the daemon bundle (device/src), the router build's browser code (router/src; its build
// scripts and test helpers beside src/ run in Node), the console, and the code they share
const shipped = { path: '^packages/[^/]+/src/', pathNot: test };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import circle, type-only imports included: what two modules share moves below both. A circle ' +
        'closed by a lazy import() is a chunk loaded later using its loader\'s helpers, and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'core-no-node',
      severity: 'error',
      comment: 'packages/core runs in the browser on a router too: no node: module (DESIGN "The device daemon").',
      from: product('core'),
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-imports-contract-only',
      severity: 'error',
      comment: 'packages/core imports the contract and npm packages, nothing of the daemon, the router build or the console.',
      from: product('core'),
      to: { path: '^packages/(device|router|console)/' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      from: product('contract'),
      to: { path: '^packages/(core|device|router|console)/' },
    },
    {
      name: 'daemon-not-router-or-console',
      severity: 'error',
      comment: 'The daemon imports core and contract; the router build and the console are not its.',
      from: product('device'),
      to: { path: '^packages/(router|console)/' },
    },
    {
      name: 'router-not-daemon',
      severity: 'error',
      comment: 'The router build runs in a browser on a router: nothing of the Node daemon.',
      from: { path: '^packages/router/src/', pathNot: test },
      to: { path: '^packages/device/' },
    },
    {
      name: 'console-contract-only',
      severity: 'error',
      comment: 'The console talks to a device over the wire: it imports the contract, never a device.',
      from: product('console'),
      to: { path: '^packages/(core|device|router)/' },
    },
    {
      name: 'product-not-test-support',
      severity: 'error',
      comment: 'Test helpers never ship in the daemon bundle or the router build.',
      from: shipped,
      to: { path: test },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'],
    },
  },
};
