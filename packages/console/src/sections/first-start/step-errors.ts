// A step's check before Next: the part it makes, checked by set_first_start's own schema (the
// tabs' rules, from contract), each issue on its field path ('wan.username', 'wifi.1.key').
import { set_first_start } from '@rc/contract/ops/first-start';
import { firstStartInput, wizardSteps, type SkippableStep, type WizardValues } from './wizard-values';

export type StepErrors = Record<string, string>;

// The contract writes its messages as i18n keys; zod's own are sentences.
const i18nKey = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

export function stepErrors(step: SkippableStep, values: WizardValues): StepErrors {
  const others = new Set(wizardSteps.filter((other): other is SkippableStep => other !== step && other !== 'summary'));
  const parsed = set_first_start.input.safeParse(firstStartInput(values, others));
  const errors: StepErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= i18nKey.test(issue.message) ? issue.message : 'validation.invalid';
  }
  if (step === 'password' && !errors.password && values.confirm !== values.password) errors.confirm = 'password.mismatch';
  return errors;
}
