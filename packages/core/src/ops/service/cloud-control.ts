// Service > Cloud management: cloud.control (settings/cloud-settings.ts: a file no OpenWrt package
// reads). Allowing it hands the router's settings to the management account, through the cloud login.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { cloudPackage, readCloudControl, writeCloudControl } from '../../settings/cloud-settings';
import { cloudLinkAnswer, requireCloudLogin } from './cloud-session';

export const get_cloud_control: Handler<Ops['get_cloud_control']> = async (_input, ctx) => readCloudControl(await ctx.store.read(cloudPackage));

export const set_cloud_control: Handler<Ops['set_cloud_control']> = async (input, ctx) => {
  await requireCloudLogin(ctx, input.enabled);
  await ctx.store.transact('set_cloud_control', [cloudPackage], (draft) => writeCloudControl(draftPackage(draft, cloudPackage), input));
  return {};
};

export const get_cloud_control_status: Handler<Ops['get_cloud_control_status']> = async (_input, ctx) => cloudLinkAnswer(ctx);
