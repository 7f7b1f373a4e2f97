import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: matchMedia answers the desktop layout unless a test replaces it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy and waitFor give up after 5 s, not 1 s: the files run as many at once as the machine
// has cores (vitest.config.ts), and a busy machine renders a page in more than a second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
