// The login page's ops on a router without the dispatcher, its handler table or the schema
// library (DESIGN budgets): login and get_login_info, whose input passes the JSON Schema the
// build generated from the op's contract schema (login-inputs.ts); a failure answers as the
// dispatcher's would (router-failure.ts). Any other op or input is left to the dispatcher
// (router-transport.ts), whose zod then refuses it with its field errors.
import { loginInputs } from 'virtual:router-login-inputs';
import type { AnswerBody, OpCallee } from '../../console/src/lib/op-transport';
import { getToken } from '../../console/src/lib/session';
import { consoleLogger } from '../../device/src/log';
import { JsonRpcUbus, anonymousSession } from '../../device/src/ubus/json-rpc-ubus';
import { loginHandlers } from '../../device/src/ubus/router-login';
import { routerFailure } from '../../device/src/ubus/router-failure';
import { passesInput } from './light-input';

const ubus = new JsonRpcUbus({ url: '/ubus' });
const handlers: Record<string, (input: never) => Promise<object>> = loginHandlers(ubus);

/** The answer to a login-page op with valid input; undefined for the dispatcher to answer. */
export async function loginAnswer(op: OpCallee, input: AnswerBody): Promise<AnswerBody | undefined> {
  const light = Object.hasOwn(loginInputs, op.op) ? loginInputs[op.op] : undefined;
  const handler = Object.hasOwn(handlers, op.op) ? handlers[op.op] : undefined;
  if (!light || !handler || light.method !== op.method || !passesInput(light.input, input)) return undefined;
  ubus.session = getToken() ?? anonymousSession;
  try {
    return { code: '1', ...(await handler(input as never)) };
  } catch (error) {
    return routerFailure(error, op.op, consoleLogger);
  }
}
