// Apart from the dispatcher (router-dispatcher.ts) and the ops that set it (router-ops.ts,
// router-firmware.ts), so that neither imports the other's types.
/** Set by an op that keeps the router busy until it reboots. */
export interface RouterBusy {
  active: boolean;
}
