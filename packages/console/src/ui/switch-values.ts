// Spec 4: the value pairs a toggle switch writes, on value first.
export type SwitchValues =
  | readonly ['1', '0']
  | readonly ['undeaf', 'deaf']
  | readonly ['ACCEPT', 'REJECT']
  | readonly ['enable', 'disable']
  | readonly [true, false];

export type SwitchValue = SwitchValues[number];

export const defaultSwitchValues: SwitchValues = ['1', '0'];

const knownPairs: readonly SwitchValues[] = [
  ['1', '0'],
  ['undeaf', 'deaf'],
  ['ACCEPT', 'REJECT'],
  ['enable', 'disable'],
  [true, false],
];

// Spec 4 lists '1', undeaf, true and ACCEPT as 'on'; 'enable' is the on value of its own
// pair, so it is counted as on too (otherwise an enabled feature would look disabled).
const onValues: readonly unknown[] = ['1', 'undeaf', true, 'true', 'ACCEPT', 'enable'];

export function isSwitchOn(value: unknown): boolean {
  return onValues.includes(value);
}

/** Spec 4: an empty value toggles to on ('1' for the default pair). */
export function toggledValue(value: unknown, pair: SwitchValues = defaultSwitchValues): SwitchValue {
  return isSwitchOn(value) ? pair[1] : pair[0];
}

/** The pair whose two values are exactly `values` (a z.enum or a boolean), if any. */
export function pairFor(values: readonly unknown[]): SwitchValues | undefined {
  if (values.length !== 2) return undefined;
  return knownPairs.find((pair) => pair.every((v) => values.includes(v)));
}
