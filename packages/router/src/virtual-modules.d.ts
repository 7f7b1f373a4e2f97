declare module 'virtual:router-op-modules' {
  type Module = Record<string, unknown>;
  /** Each op of the contract: its definition's module and, unless the router answers it itself, its handler's. */
  export const opModules: Record<string, { def: () => Promise<Module>; handler: (() => Promise<Module>) | undefined }>;
}

declare module 'virtual:router-login-inputs' {
  /** The login page's ops the router answers without the dispatcher: method and the input's JSON Schema, from the contract. */
  export const loginInputs: Record<string, { method: 'GET' | 'POST'; input: import('./light-input').InputSchema }>;
}

declare module 'virtual:router-light-ops' {
  /** The ops whose input is the empty object, with the gates of their contract definition (light-ops.ts). */
  export const lightOps: Record<string, Pick<import('../../device/src/ubus/router-dispatcher').RouterOpDef, 'method' | 'public' | 'mutates' | 'revertsPending' | 'feature' | 'anyFeature'>>;
}
