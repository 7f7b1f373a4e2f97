import type { StepErrors } from './step-errors';
import type { WizardValues } from './wizard-values';

export interface StepProps {
  values: WizardValues;
  change: (patch: Partial<WizardValues>) => void;
  errors: StepErrors;
}
