import type * as home from '@rc/contract/ops/home';
import type * as session from '@rc/contract/ops/session';
import type * as apply from '@rc/contract/ops/system/apply';
import type * as sms from '@rc/contract/ops/network/sms';
import type * as clients from '@rc/contract/ops/network/clients';
import { loginRefs } from './login-op-refs';
import { opRef } from './op-ref';

/**
 * Schema-free references to the ops of the login page, the shell and the home page:
 * typed from the contract, but without zod in their chunks (DESIGN budgets). A test
 * checks each name and method against the contract's registry.
 */
export const refs = {
  ...loginRefs,
  logout: opRef<typeof session.logout>('logout', 'GET'),
  long_link: opRef<typeof session.long_link>('long_link', 'GET'),
  get_web_msg: opRef<typeof session.get_web_msg>('get_web_msg', 'GET'),
  reboot: opRef<typeof session.reboot>('reboot', 'POST'),
  reset: opRef<typeof session.reset>('reset', 'POST'),
  change_password: opRef<typeof session.change_password>('change_password', 'POST'),
  get_system_status: opRef<typeof home.get_system_status>('get_system_status', 'GET'),
  get_traffic_realtime: opRef<typeof home.get_traffic_realtime>('get_traffic_realtime', 'GET'),
  get_interface_status: opRef<typeof home.get_interface_status>('get_interface_status', 'GET'),
  get_cellular_info: opRef<typeof home.get_cellular_info>('get_cellular_info', 'GET'),
  get_wifi_info: opRef<typeof home.get_wifi_info>('get_wifi_info', 'GET'),
  get_internet_state: opRef<typeof home.get_internet_state>('get_internet_state', 'GET'),
  // Home's top devices now (issue 43.2)
  get_terminals: opRef<typeof clients.get_terminals>('get_terminals', 'GET'),
  get_cellular_alerts: opRef<typeof sms.get_cellular_alerts>('get_cellular_alerts', 'GET'),
  get_apply_status: opRef<typeof apply.get_apply_status>('get_apply_status', 'GET'),
  apply_revert: opRef<typeof apply.apply_revert>('apply_revert', 'POST'),
};
