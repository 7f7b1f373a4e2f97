// One async lock per key (per UCI file). A caller holding several takes them in sorted order,
// so two changesets over overlapping files cannot wait on each other in a cycle.

export type Release = () => void;

export class KeyedMutex {
  private readonly tails = new Map<string, Promise<void>>();

  async acquire(keys: Iterable<string>): Promise<Release> {
    const releases: Release[] = [];
    for (const key of [...new Set(keys)].sort()) releases.push(await this.acquireOne(key));
    return () => {
      for (const release of releases.reverse()) release();
    };
  }

  // Each waiter chains behind the previous holder's promise: FIFO, and no polling.
  private async acquireOne(key: string): Promise<Release> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: Release;
    const held = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => held);
    this.tails.set(key, tail);
    await previous;
    return () => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
      release();
    };
  }
}
