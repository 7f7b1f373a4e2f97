// A vendor's cloud client on a router (Service > Cloud login, Cloud management, Speech control):
// the ubus object `cloud` its image ships, as netifd publishes `network.interface` (docs/openwrt.md).
// Nothing of ours registers it; where it is missing, or answers what the contract's schemas refuse,
// the session and the commands heard are "not known", never a value made up here. Loaded with the
// cloud tabs (UbusPlatform imports it on first use), so the home page's chunks stay without it.
// Browser-safe.
import { cloudClientStatus } from '@rc/contract/ops/service/cloud-fields';
import { cloudClientHeard } from '@rc/contract/ops/service/speech-fields';
import type { CloudLink, CloudSession } from '@rc/core/platform/cloud-link';
import { isAbsent, UbusCallError, type Ubus } from './ubus';

export const cloudObject = 'cloud';
/** What the console calls on it; platform-acl-needs.ts grants them. */
export const cloudMethods = ['status', 'speech_heard'];

/**
 * What the client answered, or undefined where it gave no answer: the object or method is missing,
 * or the client failed (a ubus status: timeout, unknown error...). An expired session (-32002)
 * is the console's, not the client's: it goes on to the sign-in page.
 */
async function askClient(ubus: Ubus, method: string): Promise<unknown> {
  try {
    return await ubus.call(cloudObject, method);
  } catch (error) {
    if (isAbsent(error) || (error instanceof UbusCallError && error.status > 0)) return undefined;
    throw error;
  }
}

async function clientSession(ubus: Ubus): Promise<CloudSession | undefined> {
  const answer = cloudClientStatus.safeParse(await askClient(ubus, 'status'));
  if (!answer.success) return undefined;
  const { logged, reason, cloud_id: cloudId = '', remote_url: remoteUrl = '' } = answer.data;
  return logged ? { logged, reason: '', cloudId, remoteUrl } : { logged, reason: reason ?? 'unavailable', cloudId: '', remoteUrl: '' };
}

async function clientHeard(ubus: Ubus) {
  const answer = cloudClientHeard.safeParse(await askClient(ubus, 'speech_heard'));
  return answer.success ? answer.data.heard : undefined;
}

export function ubusCloudLink(ubus: Ubus): Required<CloudLink> {
  return { session: () => clientSession(ubus), speechHeard: () => clientHeard(ubus) };
}
