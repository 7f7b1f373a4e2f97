import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { close_sign_in_door, get_sign_in_doors } from '@rc/contract/ops/advanced/sign-in-doors';
import { callOp } from '../../../lib/api-client';
import { runOperation } from '../../../lib/operation';
import { useOp } from '../../../lib/use-op';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageSection } from '../../../ui/page-section';

type Door = 'rootLogin' | 'sshPassword';

/**
 * Issue 39.1: on a router the admin password is root's, which LuCI's sign-in, rpcd's session login
 * and SSH may also take without this console's lockout. Each one open is listed with a button that
 * closes it after a confirmation.
 */
export function SignInDoors() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const doors = useOp(get_sign_in_doors, {});
  const [closing, setClosing] = useState<Door | null>(null);
  const close = useMutation({
    mutationFn: (door: Door) => runOperation(callOp(close_sign_in_door, { door }), { success: 'security.doorClosed' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [get_sign_in_doors.op] }),
  });
  const data = doors.data;
  const open = (['rootLogin', 'sshPassword'] as const).filter((door) => data?.[door]);
  return (
    <PageSection title={t('security.doorsTitle')}>
      {doors.isError && <p role="alert">{t('form.loadFailed')}</p>}
      {data && open.length === 0 && <p>{t('security.doorsNone')}</p>}
      {open.map((door) => (
        <div className="field" key={door}>
          <p>
            {t(`security.door_${door}`)}
            {door === 'rootLogin' && data?.luci && ` ${t('security.door_rootLogin_luci')}`}
          </p>
          <button type="button" className="button" disabled={close.isPending} onClick={() => setClosing(door)}>
            {t(`security.close_${door}`)}
          </button>
        </div>
      ))}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(next) => !next && setClosing(null)}
        title={closing ? t(`security.close_${closing}`) : ''}
        message={closing ? t(`security.closeQuestion_${closing}`) : ''}
        confirmLabel={t('security.doorClose')}
        danger
        onConfirm={() => closing && close.mutate(closing)}
      />
    </PageSection>
  );
}
