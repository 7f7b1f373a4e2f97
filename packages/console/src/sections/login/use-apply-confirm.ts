import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginRefs } from '../../lib/login-op-refs';
import { toast } from '../../lib/toast';
import { tellOpenerKept } from '../../lib/apply-kept';
import { requestOp } from './request-op';

/**
 * Issue 15: the console followed a LAN address change here, carrying the change's token
 * (`#/login?apply=…`). Confirming it from this address keeps the new settings; the token leaves
 * the address bar at once. This origin has no session yet, so the administrator signs in next.
 */
export function useApplyConfirm(): void {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('apply');
  useEffect(() => {
    if (!token) return;
    navigate('/login', { replace: true });
    void requestOp(loginRefs.apply_confirm, { token }).then((answer) => {
      if (!answer.ok) return toast.error(t('login.applyLost'));
      tellOpenerKept();
      toast.success(t('login.applyKept'));
    });
  }, [token, navigate, t]);
}
