// Layer rules of STYLE.md, checked rather than remembered.
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const c = 'packages/console/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'docs/**', 'bench/results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'import-x/no-cycle': ['error', { maxDepth: 8 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: ['./packages/device', './packages/console', './packages/router'], message: 'contract imports nothing of ours' },
            { target: './packages/device', from: './packages/console', message: 'device never imports console' },
            // The router build (issue 27) puts console, device and contract together; none of them imports it.
            { target: ['./packages/device', './packages/console'], from: './packages/router', message: 'only the router build imports the router build' },
            { target: './packages/router/src', from: './packages/device/test-support', message: 'the router build never ships test support' },
            // The daemon bundles src/ (src/daemon-bundle.test.ts checks it); tests and test kits beside it may.
            { target: './packages/device/src/**/!(*.test|*-test-kit).ts', from: './packages/device/test-support/**', message: 'product code never imports test support' },
            { target: './packages/console', from: './packages/device', message: 'console never imports device' },
            { target: [`./${c}/ui`, `./${c}/lib`], from: [`./${c}/sections`, `./${c}/app`], message: 'shared code sits below pages and shell' },
            { target: `./${c}/sections`, from: `./${c}/app`, message: 'a page never imports the shell' },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })] },
  },
  {
    files: [`${c}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // DESIGN budgets: react-router's Link and NavLink weigh 4 KB gzip of the login page.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use ui/link: the same links without react-router\'s framework-mode code (vite.config.ts).' }] },
      ],
    },
  },
);
