import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { set_terminal_name } from '@rc/contract/ops/network/clients';
import { isApiError } from '../../../lib/api-error';
import { FieldRow } from '../../../ui/field-row';
import { Modal } from '../../../ui/modal';
import { useTerminalName } from './use-clients';

export interface RenameTarget {
  mac: string;
  /** the administrator's name so far ('' when none) */
  name: string;
  /** the name the device asked for in DHCP */
  hostname: string;
}

/** Issue 30.11: the administrator names a device; dnsmasq gives it that name. */
export function RenameDialog({ target, onClose }: { target: RenameTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={target !== null} onOpenChange={(open) => !open && onClose()} title={t('network-terminal.renameTitle')} description={target ? t('network-terminal.renameFor', { mac: target.mac }) : ''}>
      {target && <RenameForm key={target.mac} target={target} onDone={onClose} />}
    </Modal>
  );
}

function RenameForm({ target, onDone }: { target: RenameTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useTerminalName();
  const [name, setName] = useState(target.name);
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { mac: target.mac, name: name.trim() };
    // The contract's rule, so the dialog refuses what the device would.
    const checked = set_terminal_name.input.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    rename.mutate({ ...input, was: target.name || target.hostname || target.mac }, {
      onSuccess: onDone,
      onError: (failure) => setError(isApiError(failure) ? failure.errors.find((item) => item.field === 'name')?.key : undefined),
    });
  };

  return (
    <form className="modal__form" noValidate onSubmit={onSubmit}>
      <FieldRow
        id="terminal-name"
        label={t('network-terminal.nameLabel')}
        hint={target.hostname ? t('network-terminal.nameHintAsked', { hostname: target.hostname }) : t('network-terminal.nameHint')}
        error={error && t(error)}
        input={(aria) => <input id="terminal-name" className="field__input" value={name} autoComplete="off" spellCheck={false} onChange={(e) => setName(e.target.value)} {...aria} />}
      />
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDone}>{t('common.cancel')}</button>
        <button type="submit" className="button button--primary" disabled={rename.isPending}>{t('form.save')}</button>
      </div>
    </form>
  );
}
