declare module 'virtual:router-op-modules' {
  type Module = Record<string, unknown>;
  type Gates = Pick<import('./ubus/router-dispatcher').RouterOpDef, 'method' | 'public' | 'mutates' | 'revertsPending' | 'feature' | 'anyFeature'>;
  /** The contract's and the handlers' modules, each once. */
  export const moduleLoaders: ReadonlyArray<() => Promise<Module>>;
  /** The gates of the ops whose input is the empty object (light-ops.ts), each distinct one once. */
  export const lightGates: readonly Gates[];
  /**
   * Each op of the contract: the index of its definition's module, of its handler's (-1 when the
   * router answers it itself, router-ops.ts) and, for an op without input, of its gates.
   */
  export const opModules: Record<string, readonly [def: number, handler: number, gates?: number]>;
}

declare module 'virtual:router-login-inputs' {
  /** The login page's ops the router answers without the dispatcher: method and the input's shape, from the contract. */
  export const loginInputs: Record<string, { method: 'GET' | 'POST'; input: import('./light-input').InputShape }>;
}
