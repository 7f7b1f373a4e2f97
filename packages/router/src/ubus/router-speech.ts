// Service > Speech control's status on a router: the cloud session as the cloud tabs read it there
// (cloud-session.ts), and the commands heard as the vendor's cloud client tells them (`ubus call
// cloud speech_heard`, ubus-cloud.ts). Where no client answers, heard is empty and heardKnown false,
// never a list that would look like "none heard". Loaded with the page. Browser-safe.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '@rc/core/ops/op-context';
import { cloudLinkAnswer } from '@rc/core/ops/service/cloud-session';

export const routerSpeechStatus: Handler<Ops['get_speech_status']> = async (_input, ctx) => {
  const heard = await ctx.platform.cloudLink?.speechHeard?.();
  return { ...(await cloudLinkAnswer(ctx)), heard: heard ?? [], heardKnown: heard !== undefined };
};
