// A start-up refusal the administrator can act on: main.ts prints its message alone, no stack.
export class StartupError extends Error {
  override name = 'StartupError';
}
