// The cloud session the three cloud tabs show and the management and speech control ride on.
import { CloudKey } from '@rc/contract/ops/service/cloud-fields';
import type { CloudSession } from '../../platform/cloud-link';
import { cloudPackage, readCloudLogin } from '../../settings/cloud-settings';
import type { OpContext } from '../op-context';
import { fieldRefusal } from '../../errors/op-error';

export interface CloudLinkAnswer {
  logged: '1' | '0';
  reason: CloudSession['reason'];
  cloudId: string;
  remoteUrl: string;
}

export async function cloudSession(ctx: OpContext): Promise<CloudSession> {
  const login = readCloudLogin(await ctx.store.read(cloudPackage));
  const session = await ctx.platform.cloudLink?.session({ enabled: login.enabled === '1', server: login.server, serial: () => ctx.factory.identity.serial });
  // no cloud client answers (linux; a router whose image ships none): not known, unless switched off here
  return session ?? { logged: false, reason: login.enabled === '1' ? 'unavailable' : 'disabled', cloudId: '', remoteUrl: '' };
}

export async function cloudLinkAnswer(ctx: OpContext): Promise<CloudLinkAnswer> {
  const session = await cloudSession(ctx);
  return { ...session, logged: session.logged ? '1' : '0' };
}

/** Management and speech control act through the cloud: switching them on needs the router logged in. */
export async function requireCloudLogin(ctx: OpContext, enabled: '1' | '0'): Promise<void> {
  if (enabled === '1' && !(await cloudSession(ctx)).logged) throw fieldRefusal('enabled', CloudKey.notLoggedIn);
}
