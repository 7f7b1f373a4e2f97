// The router's own bus as the console reaches it on OpenWrt: ubus JSON-RPC over uhttpd-mod-ubus
// (`POST /ubus`, method "call", params [session, object, method, args]) answered by rpcd, netifd,
// procd and the console's ucode plugin. Browser-safe: no Node module may be imported here or by
// anything the router build takes from packages/device (issue 27).

/** ubus status codes (libubus.h `enum ubus_msg_status`), as rpcd answers them in `result[0]`. */
export const UbusStatus = {
  ok: 0,
  invalidCommand: 1,
  invalidArgument: 2,
  methodNotFound: 3,
  notFound: 4,
  noData: 5,
  permissionDenied: 6,
  timeout: 7,
  notSupported: 8,
  unknownError: 9,
  connectionFailed: 10,
} as const;

/** A call that ubus answered with a status other than ok, or a JSON-RPC error (an expired session: -32002). */
export class UbusCallError extends Error {
  constructor(
    readonly object: string,
    readonly method: string,
    /** a UbusStatus, or the JSON-RPC error code (negative) */
    readonly status: number,
    /** what the object answered beside the status, if anything (the login plugin's lockout) */
    readonly data?: unknown,
  ) {
    super(`ubus ${object}.${method} failed with status ${status}`);
    this.name = 'UbusCallError';
  }
}

export interface Ubus {
  /** Calls `object.method(args)` with the session; resolves what it answered ({} for no data). */
  call<T = Record<string, unknown>>(object: string, method: string, args?: Record<string, unknown>): Promise<T>;
  /** A batching transport holds its batch until `code` arrived (batched-json-rpc-ubus.ts); others answer it as is. */
  holdBatchFor?<T>(code: Promise<T>): Promise<T>;
}

/** uhttpd's JSON-RPC error for an object nobody registered (uhttpd ubus.c, ERROR_OBJECT: "Object not found"). */
export const objectNotFound = -32000;

/**
 * A call to an object that is not on the bus (netifd's `network.interface.wan` on a router
 * without a `wan` interface) or a method it lacks: what it would report is not there.
 */
export function isAbsent(error: unknown): boolean {
  return error instanceof UbusCallError && (error.status === objectNotFound || error.status === UbusStatus.notFound || error.status === UbusStatus.methodNotFound);
}
