import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaticLease } from '@rc/contract/ops/network/dhcp';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { checkList, serverListIssues } from '../../../ui/list-editor/list-issues';
import { Modal } from '../../../ui/modal';
import { parseLeaseLines, type LeaseLine } from './static-lease-lines';
import { staticLeaseList } from './use-dhcp';

interface LineError {
  line: number | undefined;
  key: string;
}

interface BatchAddDialogProps {
  open: boolean;
  onClose: () => void;
  hosts: readonly StaticLease[];
  save: (hosts: StaticLease[]) => Promise<unknown>;
}

const noInfos = new Map();

/** Spec 2 batch add: several lines at once; nothing is saved until every line is right. */
export function BatchAddDialog({ open, onClose, hosts, save }: BatchAddDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<LineError[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = parseLeaseLines(text);
    const candidate = [...hosts, ...parsed.hosts.map((entry) => entry.host)];
    const found: LineError[] = [
      ...parsed.bad.map((bad) => ({ line: bad.line, key: bad.key })),
      ...checkList(staticLeaseList, candidate, noInfos).flatMap((issue) => lineIssue(issue, hosts.length, parsed.hosts)),
    ];
    if (parsed.hosts.length === 0 && found.length === 0) found.push({ line: undefined, key: 'network-dhcp.batchEmpty' });
    setErrors(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await save(candidate);
      toast.success(t('common.operationSucceeded'));
      setText('');
      onClose();
    } catch (error) {
      const issues = isApiError(error) ? serverListIssues(error.errors, 'hosts') : [];
      setErrors(issues.length > 0 ? issues.flatMap((issue) => lineIssue(issue, hosts.length, parsed.hosts)) : [{ line: undefined, key: 'common.operationFailed' }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('network-dhcp.batchTitle')}>
      <form className="modal__form" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <label className="settings-field__label" htmlFor={id}>{t('network-dhcp.batchLabel')}</label>
        <textarea
          id={id}
          className="field__input batch-add__input"
          rows={8}
          value={text}
          spellCheck={false}
          wrap="off"
          placeholder={'00:11:22:33:44:55 192.168.1.20 nas\nAA:BB:CC:DD:EE:FF 192.168.1.21'}
          aria-describedby={`${id}-hint ${id}-errors`}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-hint`} className="settings-field__hint">{t('network-dhcp.batchHint')}</p>
        <ul id={`${id}-errors`} className="batch-add__errors" role="alert">
          {errors.map((error, index) => (
            <li key={index}>{error.line === undefined ? t(error.key) : t('network-dhcp.batchLineError', { line: error.line, message: t(error.key) })}</li>
          ))}
        </ul>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy}>{busy ? t('form.saving') : t('network-dhcp.batchSubmit')}</button>
        </div>
      </form>
    </Modal>
  );
}

/** An issue of the combined list, told by the line of the text box it came from. */
function lineIssue(issue: { index: number | undefined; key: string }, existing: number, lines: readonly LeaseLine[]): LineError[] {
  if (issue.index === undefined) return [{ line: undefined, key: issue.key }];
  if (issue.index < existing) return [];
  return [{ line: lines[issue.index - existing]?.line, key: issue.key }];
}
