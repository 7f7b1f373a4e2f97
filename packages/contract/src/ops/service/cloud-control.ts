// Service > Cloud management (spec 2, 3: "management account, device remark"): who may manage the
// router through the cloud, /etc/config/cloud `config control 'control'` (ours: no OpenWrt package reads it).
import { z } from 'zod';
import { defineOp } from '../../op';
import { cloudControlFields, cloudControlRules, cloudLink } from './cloud-fields';

export const get_cloud_control = defineOp({
  op: 'get_cloud_control',
  method: 'GET',
  feature: 'srv_cloud_control',
  summary: "Cloud management (cloud.control): whether the management account may manage the router through the cloud, that account (e-mail or mobile number) and the device remark.",
  input: z.strictObject({}),
  output: z.object({ enabled: z.enum(['1', '0']), account: z.string(), remark: z.string() }),
});

export const set_cloud_control = defineOp({
  op: 'set_cloud_control',
  method: 'POST',
  feature: 'srv_cloud_control',
  mutates: true,
  summary:
    "Saves cloud management as cloud.control. account is an e-mail address or a mobile number, required while enabled; remark is free text of up to 64 characters. Enabling it needs the router logged in to the cloud (-2 cloud.notLoggedIn on enabled otherwise).",
  input: z.strictObject(cloudControlFields).superRefine(cloudControlRules),
  output: z.object({}),
});

export const get_cloud_control_status = defineOp({
  op: 'get_cloud_control_status',
  method: 'GET',
  feature: 'srv_cloud_control',
  summary: 'The cloud session the management rides on, as get_cloud_login_status answers it.',
  input: z.strictObject({}),
  output: z.object(cloudLink),
});
