import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get_disks } from '@rc/contract/ops/service/disk';
import { get_samba, get_share_folders, set_samba } from '@rc/contract/ops/service/samba';
import { SambaKey } from '@rc/contract/ops/service/samba-fields';
import { callOp } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { resultMessage } from '../../../lib/result-message';
import { toast } from '../../../lib/toast';
import { useOp } from '../../../lib/use-op';
import { Modal } from '../../../ui/modal';
import { offeredFolders } from './offered-folders';
import type { Partition } from './use-disks';

interface Refusal {
  key: string;
  params?: Record<string, string>;
}

/**
 * Issue 43.3: Share on a disk row asks which folder of the partition to share (the whole of it
 * first). A link leading off the disks is named in the device's words, and the list keeps only the
 * folders that do not hold it, so that there is always a way on.
 */
export function ShareDialog({ partition, onClose }: { partition: Partition | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={partition !== null} onOpenChange={(open) => !open && onClose()} title={partition ? t('disk.shareTitle', { id: partition.id }) : ''} description={t('disk.shareIntro')}>
      {partition && <ShareForm key={partition.id} partition={partition} onDone={onClose} />}
    </Modal>
  );
}

function ShareForm({ partition, onDone }: { partition: Partition; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listed = useOp(get_share_folders, {});
  const [links, setLinks] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<Refusal>();
  const offered = offeredFolders(partition, listed.data?.folders ?? [], links);
  const [chosen, setChosen] = useState<string>();
  const path = chosen !== undefined && offered.includes(chosen) ? chosen : offered[0];
  const share = useMutation({
    mutationFn: async (dir: string) => {
      const samba = await callOp(get_samba, {});
      // the share's name, account and allowed devices as they are; an empty password keeps the stored one
      await callOp(set_samba, { enabled: '1', name: samba.name, username: samba.username, password: '', path: dir, hosts: samba.hosts });
      return samba.name;
    },
    onSuccess: (name) => {
      toast.success(t('disk.sharedToast', { id: partition.id, share: name }));
      onDone();
    },
    onError: (error) => {
      const [first] = isApiError(error) ? error.errors : [];
      if (first?.key === SambaKey.pathLinkOutside && first.params?.link) setLinks((known) => [...known, first.params!.link!]);
      if (first) setRefusal({ key: first.key, params: first.params });
      else if (!isApiError(error) || !error.handled) setRefusal({ key: isApiError(error) ? resultMessage(error.code) : 'common.operationFailed' });
    },
    onSettled: () => Promise.all([get_disks, get_samba].map((op) => queryClient.invalidateQueries({ queryKey: [op.op] }))),
  });
  return (
    <form
      className="modal__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (path) share.mutate(path);
      }}
    >
      {refusal && (
        <p className="field__error" role="alert">
          {t(refusal.key, refusal.params)}
        </p>
      )}
      <fieldset className="disk-share__folders">
        <legend>{links.length > 0 ? t('disk.shareWithoutLink', { id: partition.id }) : t('disk.shareFolders', { id: partition.id })}</legend>
        {listed.isPending && <p>{t('form.loading')}</p>}
        {!listed.isPending && offered.length === 0 && <p>{links.length > 0 ? t('disk.shareNoneLeft', { id: partition.id }) : t('disk.shareNoFolders')}</p>}
        {offered.map((folder) => (
          <label key={folder} className="disk-share__folder">
            <input type="radio" name="share-folder" value={folder} checked={folder === path} onChange={() => setChosen(folder)} />
            <span>{folder}</span>
          </label>
        ))}
      </fieldset>
      <div className="modal__actions">
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={!path || share.isPending}>
          {t('disk.share')}
        </button>
      </div>
    </form>
  );
}
