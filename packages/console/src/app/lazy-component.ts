import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Timing } from '@rc/contract/timing';

/** Spec 9: a chunk that has not arrived after 120 s fails, and the route error offers a reload. */
export function withTimeout<T>(promise: Promise<T>, ms: number = Timing.chunkLoadTimeoutMs): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => withTimeout(load()).then((Component) => ({ default: Component })));
}
