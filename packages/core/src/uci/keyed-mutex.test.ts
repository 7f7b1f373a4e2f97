import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedMutex', () => {
  it('lets one holder at a time in per key, in arrival order', async () => {
    const mutex = new KeyedMutex();
    const order: string[] = [];
    const run = async (name: string) => {
      const release = await mutex.acquire(['network']);
      order.push(`${name}+`);
      await tick();
      order.push(`${name}-`);
      release();
    };
    await Promise.all([run('a'), run('b'), run('c')]);
    expect(order).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });

  it('does not hold up other keys', async () => {
    const mutex = new KeyedMutex();
    const release = await mutex.acquire(['network']);
    const other = await mutex.acquire(['firewall']);
    other();
    release();
  });

  it('never deadlocks when callers name overlapping keys in opposite orders', async () => {
    const mutex = new KeyedMutex();
    let inside = 0;
    const run = async (keys: string[]) => {
      const release = await mutex.acquire(keys);
      inside++;
      expect(inside).toBe(1);
      await tick();
      inside--;
      release();
    };
    const runs = Array.from({ length: 20 }, (_, i) => run(i % 2 ? ['network', 'firewall'] : ['firewall', 'network']));
    await expect(Promise.all(runs)).resolves.toBeDefined();
  });
});
