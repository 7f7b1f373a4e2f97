import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { set_first_start } from '@rc/contract/ops/first-start';
import { ResultCode } from '@rc/contract/result-codes';
import { callOp } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useMenuConf } from '../../lib/menu-conf';
import { failureMessage } from '../../lib/result-message';
import { toast } from '../../lib/toast';
import { Modal } from '../../ui/modal';
import { InternetStep } from './internet-step';
import { PasswordStep } from './password-step';
import { stepErrors, type StepErrors } from './step-errors';
import { SummaryStep } from './summary-step';
import { TimeZoneStep } from './time-zone-step';
import { useWizardStart } from './use-wizard-start';
import { WifiStep } from './wifi-step';
import { emptyValues, firstStartInput, wizardSteps, type SkippableStep, type WizardValues } from './wizard-values';
import './first-start-wizard.css';

interface Props {
  /** the device's zone now, for a browser whose zone the list does not hold */
  deviceZone: string;
  /** finished or skipped: the device no longer offers the wizard */
  onDone: () => void;
}

/**
 * Issue 32.2: the first sign-in with the initial password. Four steps, each skippable, nothing
 * saved until Finish, which sends one set_first_start (one change in History). "Skip setup"
 * sends an empty one: the wizard is then done too (docs: README "First sign-in").
 */
export function FirstStartWizard({ deviceZone, onDone }: Props) {
  const { t } = useTranslation();
  const start = useWizardStart(useMenuConf());
  const [edited, setEdited] = useState<Partial<WizardValues>>({});
  const [skipped, setSkipped] = useState<ReadonlySet<SkippableStep>>(new Set());
  const [at, setAt] = useState(0);
  const [errors, setErrors] = useState<StepErrors>({});
  const [pending, setPending] = useState(false);
  const values: WizardValues = { ...emptyValues, ...start?.values, zonename: start?.values.zonename || deviceZone, ...edited };
  const step = wizardSteps[at]!;
  const change = (patch: Partial<WizardValues>) => setEdited((current) => ({ ...current, ...patch }));

  function move(to: number, skip: boolean) {
    if (step !== 'summary') {
      setSkipped((current) => {
        const next = new Set(current);
        if (skip) next.add(step);
        else next.delete(step);
        return next;
      });
    }
    setErrors({});
    setAt(to);
  }

  function back() {
    setErrors({});
    setAt(at - 1);
  }

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 'summary') return void save(firstStartInput(values, skipped));
    const found = stepErrors(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) move(at + 1, false);
  }

  async function save(input: ReturnType<typeof firstStartInput>) {
    if (pending) return;
    setPending(true);
    try {
      await callOp(set_first_start, input);
      toast.success(t(Object.keys(input).length === 0 ? 'firstStart.skippedToast' : 'firstStart.savedToast'));
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === ResultCode.invalidInput) placeRefusal(error.errors);
      else if (isApiError(error) && error.code === ResultCode.deviceFailed && error.msg === 'firstStart.done') onDone();
      else if (isApiError(error) && !error.handled) toast.error(failureMessage(error));
    } finally {
      setPending(false);
    }
  }

  // The device's verdict on a part: back to that part's step, the message on its field.
  function placeRefusal(refused: ReadonlyArray<{ field: string; key: string }>) {
    const first = refused[0]?.field.split('.')[0];
    const owner = first === 'wan' || first === 'cellular' ? 'internet' : first === 'zonename' ? 'timeZone' : first;
    const index = wizardSteps.findIndex((candidate) => candidate === owner);
    setAt(index >= 0 ? index : at);
    setErrors(Object.fromEntries(refused.map(({ field, key }) => [field, key])));
  }

  const title = t('firstStart.title');
  return (
    <Modal open onOpenChange={() => undefined} title={title} dismissible={false} description={t('firstStart.intro')}>
      <form className="first-start" noValidate onSubmit={next}>
        <ol className="first-start__steps">
          {wizardSteps.map((name, index) => (
            <li key={name} className={index === at ? 'first-start__step first-start__step--current' : 'first-start__step'} aria-current={index === at ? 'step' : undefined}>
              {t(`firstStart.steps.${name}`)}
            </li>
          ))}
        </ol>
        <h3 className="first-start__heading">{t('firstStart.stepOf', { step: at + 1, total: wizardSteps.length, name: t(`firstStart.steps.${step}`) })}</h3>
        <div className="first-start__body">
          {step === 'password' && <PasswordStep values={values} change={change} errors={errors} />}
          {step === 'internet' && <InternetStep values={values} change={change} errors={errors} probe={start?.probe} types={start?.types ?? ['none']} />}
          {step === 'wifi' && <WifiStep values={values} change={change} errors={errors} />}
          {step === 'timeZone' && <TimeZoneStep values={values} change={change} errors={errors} />}
          {step === 'summary' && <SummaryStep values={values} skipped={skipped} />}
        </div>
        <div className="first-start__actions">
          <button type="button" className="button first-start__skip-all" disabled={pending} onClick={() => void save({})}>
            {t('firstStart.skipAll')}
          </button>
          {at > 0 && (
            <button type="button" className="button" onClick={back}>
              {t('firstStart.back')}
            </button>
          )}
          {step !== 'summary' && (
            <button type="button" className="button" onClick={() => move(at + 1, true)}>
              {t('firstStart.skipStep')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={pending || (step === 'internet' && !start)}>
            {t(step === 'summary' ? 'firstStart.finish' : 'firstStart.next')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
