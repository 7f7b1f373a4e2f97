// Service > Cloud login (spec 2, 3): the router's session with the vendor's cloud, /etc/config/cloud
// `config login 'login'` (a file of ours: no OpenWrt package reads it).
import { z } from 'zod';
import { defineOp } from '../../op';
import { cloudLink, cloudLoginFields, cloudLoginRules } from './cloud-fields';

export const get_cloud_login = defineOp({
  op: 'get_cloud_login',
  method: 'GET',
  feature: 'srv_cloud_login',
  summary: "Cloud login (cloud.login): on or off and the cloud server's host name or IPv4 address.",
  input: z.strictObject({}),
  output: z.object({ enabled: z.enum(['1', '0']), server: z.string() }),
});

export const set_cloud_login = defineOp({
  op: 'set_cloud_login',
  method: 'POST',
  feature: 'srv_cloud_login',
  mutates: true,
  summary: 'Saves cloud login as cloud.login (enabled, server). server is a host name or an IPv4 address, required while on.',
  input: z.strictObject(cloudLoginFields).superRefine(cloudLoginRules),
  output: z.object({}),
});

export const get_cloud_login_status = defineOp({
  op: 'get_cloud_login_status',
  method: 'GET',
  feature: 'srv_cloud_login',
  summary:
    "The cloud session: logged ('1') or not with the reason (disabled, wanDown, unreachable; unavailable where the platform cannot tell), the router's cloud ID and its remote web address, both read from the cloud.",
  input: z.strictObject({}),
  output: z.object(cloudLink),
});
