// Step 1 of the first-start wizard: how hard the new admin password is to guess, shown as the
// administrator types. A hint only: the contract's rule (5-128 visible ASCII) decides what is taken.

export const strengthLevels = ['weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/];

export function passwordStrength(password: string): StrengthLevel {
  const kinds = classes.filter((kind) => kind.test(password)).length;
  // One character repeated, or a run like 12345678, is weak however long.
  const repetitive = /^(.)\1*$/.test(password) || /^(?:0?123456789?|abcdefgh?|qwertyu?i?o?p?)$/i.test(password);
  if (password.length < 8 || repetitive) return 'weak';
  const score = (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0) + (kinds >= 3 ? 1 : 0) + (kinds === 4 ? 1 : 0);
  return strengthLevels[Math.min(3, Math.max(1, score))]!;
}
