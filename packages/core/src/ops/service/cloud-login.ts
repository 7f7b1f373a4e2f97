// Service > Cloud login: cloud.login (settings/cloud-settings.ts: a file no OpenWrt package reads)
// and the session the platform's cloud reports.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { cloudPackage, readCloudLogin, writeCloudLogin } from '../../settings/cloud-settings';
import { cloudLinkAnswer } from './cloud-session';

export const get_cloud_login: Handler<Ops['get_cloud_login']> = async (_input, ctx) => readCloudLogin(await ctx.store.read(cloudPackage));

export const set_cloud_login: Handler<Ops['set_cloud_login']> = async (input, ctx) => {
  await ctx.store.transact('set_cloud_login', [cloudPackage], (draft) => writeCloudLogin(draftPackage(draft, cloudPackage), input));
  return {};
};

export const get_cloud_login_status: Handler<Ops['get_cloud_login_status']> = async (_input, ctx) => cloudLinkAnswer(ctx);
