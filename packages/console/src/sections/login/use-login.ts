import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@rc/contract/result-codes';
import { callOp } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { resultMessage } from '../../lib/operation';
import { refs } from '../../lib/op-refs';
import { startSession } from '../../lib/session';

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
      try {
        const { access_token: token } = await callOp(refs.login, credentials, { silent: true });
        startSession(token);
        setState({ status: 'idle' });
        onSuccess();
      } catch (error) {
        setState(failureState(error, t));
      }
    },
    [onSuccess, t],
  );

  return { state, submit };
}

function failureState(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): LoginState {
  if (!isApiError(error)) return { status: 'failed', message: t('login.serverError') };
  switch (error.code) {
    case ResultCode.wrongCredentials:
      return { status: 'failed', message: t('login.failed') };
    case ResultCode.lockedOut: {
      const seconds = error.retryAfter ?? 30;
      return { status: 'failed', message: t('login.lockedOut', { seconds }), lockedUntil: Date.now() + seconds * 1000 };
    }
    case ResultCode.networkError:
      return { status: 'failed', message: t('login.serverError') };
    case ResultCode.invalidInput:
      return { status: 'failed', message: t(error.errors[0]?.key ?? 'login.failed') };
    default:
      return { status: 'failed', message: resultMessage(error.code) };
  }
}
