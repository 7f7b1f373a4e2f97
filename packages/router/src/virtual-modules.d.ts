declare module 'virtual:router-op-modules' {
  type Module = Record<string, unknown>;
  /** Each op of the contract: its definition's module and, unless the router answers it itself, its handler's. */
  export const opModules: Record<string, { def: () => Promise<Module>; handler: (() => Promise<Module>) | undefined }>;
}

declare module 'virtual:router-login-inputs' {
  /** The login page's ops the router answers without the dispatcher: method and the input's JSON Schema, from the contract. */
  export const loginInputs: Record<string, { method: 'GET' | 'POST'; input: import('./light-input').InputSchema }>;
}
