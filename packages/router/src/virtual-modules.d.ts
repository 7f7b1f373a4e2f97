declare module 'virtual:router-op-modules' {
  type Module = Record<string, unknown>;
  /** Each op of the contract: its definition's module and, unless the router answers it itself, its handler's. */
  export const opModules: Record<string, { def: () => Promise<Module>; handler: (() => Promise<Module>) | undefined }>;
}
