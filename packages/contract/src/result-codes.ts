// API.md result codes. Every response carries one of these as a string `code`.
export const ResultCode = {
  ok: '1',
  tokenExpired: '-1',
  invalidInput: '-2',
  wrongCredentials: '-3',
  dhcpOutOfRange: '-4',
  lockedOut: '-5',
  dhcpEndNotAfterStart: '-6',
  busy: '-7',
  /** console-side only (spec 8): a failure while the busy overlay shows */
  silentWhileBusy: '-8',
  unknownOp: '-9',
  oldPasswordWrong: '-10',
  invalidFile: '-11',
  deviceFailed: '-12',
  /** console-side only (spec 8): network or server error */
  networkError: '10',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** A field error of an answer (`-2`, and the DHCP `-4`/`-6`): `key` is an i18n message key, never an English sentence. */
export interface FieldError {
  field: string;
  key: string;
  /** values the message names, e.g. `{ rule: 'Web' }` for a port forward that overlaps that rule */
  params?: Record<string, string>;
}
