// The login page's ops on a router without the dispatcher, its handler table or the schema
// library (DESIGN budgets): login and get_login_info, whose input has the shape the build read
// from the op's contract schema (login-inputs.ts); a failure answers as the dispatcher's would
// (ubus-failure.ts: what these handlers can meet). Any other op or input is left to the dispatcher
// (router-transport.ts), whose zod then refuses it with its field errors.
import type { AnswerBody, OpCallee } from '../../console/src/lib/op-transport-shape';
import type { Logger } from '@rc/core/log';
import { anonymousSession, type JsonRpcUbus } from './ubus/json-rpc-ubus';
import { loginHandlers, type DeviceTokenMemory } from './ubus/router-login';
import { ubusFailure } from './ubus/ubus-failure';
import { passesInput, type InputShape } from './light-input';

export type LoginInputs = Readonly<Record<string, { method: 'GET' | 'POST'; input: InputShape }>>;

export type LoginAnswer = (op: OpCallee, input: AnswerBody) => Promise<AnswerBody | undefined>;

/** The answer to a login-page op with valid input; undefined for the dispatcher to answer. */
export function loginAnswerer(ubus: JsonRpcUbus, inputs: LoginInputs, token: () => string | undefined, log: Logger, device?: DeviceTokenMemory): LoginAnswer {
  const handlers: Record<string, (input: never) => Promise<object>> = loginHandlers(ubus, device);
  return async (op, input) => {
    const light = Object.hasOwn(inputs, op.op) ? inputs[op.op] : undefined;
    const handler = Object.hasOwn(handlers, op.op) ? handlers[op.op] : undefined;
    if (!light || !handler || light.method !== op.method || !passesInput(light.input, input)) return undefined;
    ubus.session = token() ?? anonymousSession;
    try {
      return { code: '1', ...(await handler(input as never)) };
    } catch (error) {
      return ubusFailure(error, op.op, log);
    }
  };
}
