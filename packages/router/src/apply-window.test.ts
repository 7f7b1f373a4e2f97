// The router's confirmation window is the spec's 60 s; only a test page's shorter one replaces it.
import { describe, expect, it } from 'vitest';
import { applyWindowSeconds, routerApplyWindowSeconds } from './apply-window';

describe('the router apply window', () => {
  it('is the daemon default, 60 s, on a page that asks nothing', () => {
    expect(applyWindowSeconds).toBe(60);
    expect(routerApplyWindowSeconds({})).toBe(60);
    expect(routerApplyWindowSeconds()).toBe(60);
  });

  it('takes a test page\'s shorter window', () => {
    expect(routerApplyWindowSeconds({ routerdTestApplyWindowSeconds: 20 })).toBe(20);
  });

  it.each([0, -5, 60, 3600, 2.5, '20', null])('keeps 60 s when the page asks %s', (asked) => {
    expect(routerApplyWindowSeconds({ routerdTestApplyWindowSeconds: asked })).toBe(60);
  });
});
