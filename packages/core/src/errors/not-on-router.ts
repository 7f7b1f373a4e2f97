// What the Node daemon has and a router's console does not (yet): the daemon's own session
// store, password file, history, firmware and backup services, its data folder. A handler that
// reaches one on a router answers -12 `router.notAvailable`, translated, instead of a wrong page.
// Browser-safe.

export class NotOnRouterError extends Error {
  constructor(readonly what: string) {
    super(`${what} is not available on this router yet`);
    this.name = 'NotOnRouterError';
  }
}

/** A changeset asked to write files beside UCI (OpenVPN's PEMs): not offered over rpcd's uci. */
export class SideFilesUnsupportedError extends Error {
  constructor(readonly op: string) {
    super(`${op}: files beside the configuration cannot be saved on this router yet`);
    this.name = 'SideFilesUnsupportedError';
  }
}

/** The console's message key for it (locales/<lang>/router.json). */
export const notOnRouterMessage = 'router.notAvailable';

/** The console's message key for a page whose OpenWrt package is not installed; `where` names the package. */
export const missingPackageMessage = 'router.missingPackage';

/** A stand-in for a daemon service: any use of it throws NotOnRouterError. */
export function notOnRouter<T extends object>(what: string): T {
  return new Proxy(Object.create(null) as T, {
    get() {
      throw new NotOnRouterError(what);
    },
  });
}

/** What the router knows of a daemon record (the MACs of a factory identity); the rest throws NotOnRouterError. */
export function partlyOnRouter<T extends object>(what: string, known: Partial<T>): T {
  return new Proxy(Object.create(null) as T, {
    get(_target, key) {
      const value = typeof key === 'string' ? (known as Record<string, unknown>)[key] : undefined;
      if (value === undefined) throw new NotOnRouterError(what);
      return value;
    },
  });
}
