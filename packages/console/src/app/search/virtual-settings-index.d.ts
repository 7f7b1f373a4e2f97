// Generated at build time by scripts/settings-index/vite-plugin.ts.
declare module 'virtual:settings-index/*' {
  import type { SearchIndex } from './search-index';

  const index: SearchIndex;
  export default index;
}
