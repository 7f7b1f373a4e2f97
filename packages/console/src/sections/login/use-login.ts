import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@rc/contract/result-codes';
import { loginRefs } from '../../lib/login-op-refs';
import { resultMessage } from '../../lib/result-message';
import { startSession } from '../../lib/session';
import { requestOp, type Failure } from './request-op';

export interface Credentials {
  username: string;
  password: string;
}

export type LoginState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'failed'; message: string; lockedUntil?: number };

/** Spec 4: login progress pending, success, failure; the caller clears the fields on success. */
export function useLogin(onSuccess: () => void) {
  const { t } = useTranslation();
  const [state, setState] = useState<LoginState>({ status: 'idle' });

  const submit = useCallback(
    async (credentials: Credentials) => {
      setState({ status: 'pending' });
      const answer = await requestOp(loginRefs.login, credentials);
      if (answer.ok) {
        // the account signed in (the header shows it): admin on the daemon, root on a router
        startSession(answer.data.access_token, credentials.username);
        setState({ status: 'idle' });
        onSuccess();
      } else setState(failureState(answer, t));
    },
    [onSuccess, t],
  );

  return { state, submit };
}

function failureState(failure: Failure, t: (key: string, options?: Record<string, unknown>) => string): LoginState {
  switch (failure.code) {
    case ResultCode.wrongCredentials:
      return { status: 'failed', message: t('login.failed') };
    case ResultCode.lockedOut: {
      const seconds = failure.retryAfter ?? 30;
      return { status: 'failed', message: t('login.lockedOut', { seconds }), lockedUntil: Date.now() + seconds * 1000 };
    }
    case ResultCode.networkError:
      return { status: 'failed', message: t('login.serverError') };
    case ResultCode.invalidInput:
      return { status: 'failed', message: t(failure.errors[0]?.key ?? 'login.failed') };
    default:
      return { status: 'failed', message: resultMessage(failure.code) };
  }
}
