// Service > Speech control: speech.speech (settings/speech-settings.ts: a file no OpenWrt package
// reads; a vendor's cloud client would). Browser-safe: the router build runs these over rpcd's uci;
// the commands heard are speech-heard.ts's.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { draftPackage } from '../../uci/uci-draft';
import { readSpeech, speechPackage, writeSpeech } from '../../settings/speech-settings';
import { requireCloudLogin } from './cloud-session';

export const get_speech: Handler<Ops['get_speech']> = async (_input, ctx) => readSpeech(await ctx.store.read(speechPackage));

export const set_speech: Handler<Ops['set_speech']> = async (input, ctx) => {
  await requireCloudLogin(ctx, input.enabled);
  await ctx.store.transact('set_speech', [speechPackage], (draft) => writeSpeech(draftPackage(draft, speechPackage), input));
  return {};
};
