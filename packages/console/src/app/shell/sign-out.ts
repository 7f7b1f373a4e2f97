import i18next from 'i18next';
import { callOp } from '../../lib/api-client';
import { refs } from '../../lib/op-refs';
import { queryClient } from '../../lib/query-client';
import { clearSession } from '../../lib/session';
import { toast } from '../../lib/toast';

/** Spec 4: logout clears the token and the cached device state; the caller goes to /login. */
export async function signOut(): Promise<void> {
  await callOp(refs.logout, {}, { silent: true }).catch(() => undefined);
  clearSession();
  queryClient.clear();
  toast.success(i18next.t('login.logoutSuccess'));
}
