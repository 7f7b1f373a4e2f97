// The router build: the console's own build (its chunks and budgets, ../console/vite.config.ts)
// with src/main.ts as entry, which installs the in-browser op transport first. Each op's contract
// module and handler module load on the op's first call (virtual:router-op-modules).
import { join } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import consoleConfig from '../console/vite.config.ts';
import { routerOwnOps } from './src/ubus/router-ops.ts';
import { routerMenuConf } from './features-not-on-router.ts';
import { scanOpModules } from './op-module-scan.ts';
import { loginInputsModule } from './login-inputs.ts';
import { lightOps } from './light-ops.ts';
import { opModulesSource } from './op-modules-source.ts';

/** The ops the router answers itself (router-ops.ts): their daemon handler modules never ship. */
function routerOwnOpNames(): Set<string> {
  return new Set(routerOwnOps({ ubus: undefined as never, apply: undefined as never }).keys());
}

/** A module generated from the contract while the config loads: its module runner is closed once the build runs. */
function generatedModule(id: string, source: string): Plugin {
  return {
    name: id.replace(/^virtual:/, ''),
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) => (resolved === `\0${id}` ? source : null),
  };
}

const loginInputsSource = await loginInputsModule();
// Each op's contract module and handler module (the router's own handlers in router-ops.ts ship instead).
const opModulesModule = opModulesSource(scanOpModules(routerOwnOpNames()), await lightOps());

/** The console's HTTP transport (lib/default-transport.ts) resolved to the router's own. */
function routerDefaultTransport(): Plugin {
  const consoleDefault = join(import.meta.dirname, '../console/src/lib/default-transport.ts');
  return {
    name: 'router-default-transport',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('default-transport')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === consoleDefault ? join(import.meta.dirname, 'src/default-transport.ts') : null;
    },
  };
}

/**
 * menu_conf.json beside index.html (spec 3's permission file): every feature of the default model
 * on but those the router does not offer yet and the vendor cloud's (features-not-on-router.ts); a
 * tab whose OpenWrt package is missing says which to install (ubus-platform).
 */
function menuConf(): Plugin {
  return {
    name: 'router-menu-conf',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'menu_conf.json', source: `${JSON.stringify(routerMenuConf())}\n` });
    },
  };
}

// The console's own index.html (its root stays the console's), whose entry /src/main.tsx becomes
// src/main.ts here.
export default mergeConfig(
  consoleConfig,
  defineConfig({
    resolve: { alias: [{ find: /^\/src\/main\.tsx$/, replacement: join(import.meta.dirname, 'src/main.ts') }] },
    // uhttpd serves files as they are: the assets are sent gzip-compressed by a CGI (scripts/routerd-assets.cgi).
    base: '/cgi-bin/routerd/',
    plugins: [
      routerDefaultTransport(),
      generatedModule('virtual:router-login-inputs', loginInputsSource),
      generatedModule('virtual:router-op-modules', opModulesModule),
      menuConf(),
    ],
    build: {
      outDir: join(import.meta.dirname, 'dist/www/routerd'),
      manifest: false,
      modulePreload: false,
      sourcemap: false,
    },
  }),
);
