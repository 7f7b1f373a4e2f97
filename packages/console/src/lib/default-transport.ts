// The transport the console starts with: HTTP to the Node daemon. The router build resolves this
// module to its own (packages/router/src/default-transport.ts), so its pages carry no HTTP client.
export { httpTransport as defaultTransport } from './http-transport';
