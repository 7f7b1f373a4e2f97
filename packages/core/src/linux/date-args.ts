// The arguments that set the clock: `date -s @<seconds>` (GNU coreutils and BusyBox both read
// @epoch-seconds). No Node API: the ubus platform runs the same in the browser on a router.
export function dateSetArgs(epochMs: number): string[] {
  return ['-s', `@${Math.floor(epochMs / 1000)}`];
}
