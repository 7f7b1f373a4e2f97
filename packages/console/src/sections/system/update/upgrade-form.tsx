import { useState, type FormEvent, type ReactNode } from 'react';
import { PageSection } from '../../../ui/page-section';
import { UpgradeConfirm } from './upgrade-confirm';

interface UpgradeFormProps {
  /** translated */
  title: string;
  /** translated: the submit button, and the confirmation's button */
  submitLabel: string;
  /** translated: what the confirmation says will be installed */
  confirmMessage: string;
  keep: '1' | '0';
  /** the router's sysupgrade flashes the image (UpgradeConfirm) */
  sysupgrade?: boolean;
  busy: boolean;
  /** checks the input and shows what is wrong; true asks for confirmation */
  validate: () => boolean;
  onConfirm: () => void;
  /** the image's field */
  children: ReactNode;
}

/** Local and remote upgrade: one image field, checked here, confirmed, then started. */
export function UpgradeForm({ title, submitLabel, confirmMessage, keep, sysupgrade, busy, validate, onConfirm, children }: UpgradeFormProps) {
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) setConfirming(true);
  };

  return (
    <PageSection title={title}>
      <form className="page-sections__form" noValidate onSubmit={submit}>
        {children}
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>{submitLabel}</button>
        </div>
      </form>
      <UpgradeConfirm open={confirming} onOpenChange={setConfirming} message={confirmMessage} confirmLabel={submitLabel} keep={keep} sysupgrade={sysupgrade} onConfirm={onConfirm} />
    </PageSection>
  );
}
