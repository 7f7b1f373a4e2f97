// The daemon's power state, shared by the ops that take the device down and the system services
// that do it; below both, so that neither imports the other for it.
export interface PowerControl {
  /** an upgrade, restore, reboot or reset is under way: mutating ops answer -7 */
  readonly busy: boolean;
  markBusy(): void;
  clearBusy(): void;
  /** Takes the daemon down for the reboot period, then up again with no sessions. */
  reboot(): Promise<void>;
}
