// Service > Speech control: speech.speech (settings/speech-settings.ts: a file no OpenWrt package
// reads), the commands last heard, and the simulated voice platform's hook.
import { SpeechKey, SpeechPermissionOf } from '@rc/contract/ops/service/speech-fields';
import { CloudKey } from '@rc/contract/ops/service/cloud-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../op-context';
import { OpError } from '../op-error';
import { draftPackage } from '../../uci/uci-draft';
import { readSpeech, speechPackage, writeSpeech } from '../../settings/speech-settings';
import { addSpeechHeard, readSpeechHeard } from '../../system/speech/speech-heard';
import { cloudLinkAnswer, cloudSession, requireCloudLogin } from './cloud-session';
import { carryOut } from './speech-actions';

export const get_speech: Handler<Ops['get_speech']> = async (_input, ctx) => readSpeech(await ctx.store.read(speechPackage));

export const set_speech: Handler<Ops['set_speech']> = async (input, ctx) => {
  await requireCloudLogin(ctx, input.enabled);
  await ctx.store.transact('set_speech', [speechPackage], (draft) => writeSpeech(draftPackage(draft, speechPackage), input));
  return {};
};

export const get_speech_status: Handler<Ops['get_speech_status']> = async (_input, ctx) => ({
  ...(await cloudLinkAnswer(ctx)),
  heard: await readSpeechHeard(ctx.paths.state),
});

/**
 * Test hook of the simulated router: its voice platform delivers `command` as the cloud would. A real
 * router hears commands from its cloud client instead, so elsewhere this answers -12.
 */
export const speech_simulate_command: Handler<Ops['speech_simulate_command']> = async ({ command }, ctx) => {
  if (ctx.platform.name !== 'simulated') throw new OpError('-12', SpeechKey.simulatedOnly);
  const settings = readSpeech(await ctx.store.read(speechPackage));
  // Off, or without the cloud, the assistant's words never reach the router.
  if (settings.enabled !== '1') throw new OpError('-12', SpeechKey.off);
  if (!(await cloudSession(ctx)).logged) throw new OpError('-12', CloudKey.notLoggedIn);
  const allowed = settings[SpeechPermissionOf[command]] === '1';
  const outcome = allowed ? await carryOut(command, ctx) : { result: 'refused' as const };
  const heard = { time: Date.now(), command, ...outcome };
  await addSpeechHeard(ctx.paths.state, heard);
  return heard;
};
