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
            // Which package may import which: .dependency-cruiser.cjs (npm run lint:imports), type imports included.
            // The daemon bundles src/ (src/daemon-bundle.test.ts checks it); tests and test kits beside it may.
            { target: './packages/{device,core,router}/src/**/!(*.test|*-test-kit).ts', from: './packages/device/test-support/**', message: 'product code never imports test support' },
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
