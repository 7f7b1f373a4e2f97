import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default mergeConfig(base, { build: { sourcemap: true, outDir: '/tmp/rw-analyze-out', emptyOutDir: true } });
