// The login page's ops over the router's /ubus (login-answer.ts), with the inputs' JSON Schema
// the build generated (virtual:router-login-inputs). Loaded by default-transport.ts.
import { loginInputs } from 'virtual:router-login-inputs';
import { getToken } from '../../console/src/lib/session';
import { consoleLogger } from '@rc/core/log';
import { JsonRpcUbus } from './ubus/json-rpc-ubus';
import { storageDeviceToken } from './ubus/router-login';
import { loginAnswerer } from './login-answer';

export const loginAnswer = loginAnswerer(new JsonRpcUbus({ url: '/ubus' }), loginInputs, getToken, consoleLogger, storageDeviceToken(localStorage));
