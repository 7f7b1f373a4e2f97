import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads at the first call only, and again after a failure', async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk did not arrive');
      return { calls };
    });
    expect(calls).toBe(0);
    await expect(load()).rejects.toThrow('chunk did not arrive');
    const first = await load();
    expect(await load()).toBe(first);
    expect(calls).toBe(2);
  });
});
