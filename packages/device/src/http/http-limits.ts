// What one boot's HTTP server lets a client hold (issue 12.1): a router has little memory, so a
// request costs nothing until it passed the checks that need no body, and every wait has an end.
// Tests shorten these through StartOptions.httpLimits.
export interface HttpLimits {
  /** open connections in all; past it a new one takes the place of the longest idle stranger (connection-guard.ts) */
  maxConnections: number;
  /**
   * open connections of one client address (a LAN has a few dozen hosts, a browser opens six per
   * profile). Issue 26.3: nine hosts at 64 fill maxConnections, where the guard makes room; 32 was
   * tried: each retry past it is a socket made and dropped, 93 instead of 70 MB under that attack
   */
  maxConnectionsPerAddress: number;
  /** bodies of signed-in calls being read at once; past it a POST answers 503 without reading (a sign-in's takes none, body-reader.ts) */
  maxBodiesInFlight: number;
  /** the same for one client address, so that one host cannot take every slot (above a browser's six connections per host) */
  maxBodiesPerAddress: number;
  /** a JSON body of a signed-in call (64 KB at most) must have arrived this long after its headers */
  bodyTimeoutMs: number;
  /** the same for a call without a session (a sign-in: 1 KB at most, sent with its headers by any client) */
  publicBodyTimeoutMs: number;
  /** an upload may pause this long between chunks (a 4G link stalls for seconds, not minutes) */
  uploadIdleMs: number;
  /** the request line and headers must have arrived this long after the connection (slowloris) */
  headersTimeoutMs: number;
}

export const defaultHttpLimits: HttpLimits = {
  maxConnections: 512,
  maxConnectionsPerAddress: 64,
  maxBodiesInFlight: 16,
  maxBodiesPerAddress: 8,
  bodyTimeoutMs: 15_000,
  publicBodyTimeoutMs: 5_000,
  uploadIdleMs: 60_000,
  headersTimeoutMs: 15_000,
};

/** A JSON body of a signed-in op. */
export const jsonBodyLimitBytes = 64 * 1024;
/** A body of an op callable without a token (login: a name and a password). */
export const publicBodyLimitBytes = 1024;
