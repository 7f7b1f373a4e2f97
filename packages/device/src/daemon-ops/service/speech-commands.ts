// Service > Speech control: the commands heard, kept by the daemon in its state folder (the
// simulated router's voice platform; the router build answers from router-speech.ts instead).
import { SpeechKey, SpeechPermissionOf } from '@rc/contract/ops/service/speech-fields';
import { CloudKey } from '@rc/contract/ops/service/cloud-fields';
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '@rc/core/ops/op-context';
import { OpError } from '@rc/core/errors/op-error';
import { readSpeech, speechPackage } from '@rc/core/settings/speech-settings';
import { addSpeechHeard, readSpeechHeard } from '../../system/speech/speech-heard';
import { cloudLinkAnswer, cloudSession } from '@rc/core/ops/service/cloud-session';
import { carryOut } from '@rc/core/ops/service/speech-actions';

/** Only a platform that plays the cloud (the simulated router) hears commands; elsewhere none are known. */
export const get_speech_status: Handler<Ops['get_speech_status']> = async (_input, ctx) => {
  const heardKnown = ctx.platform.cloudLink !== undefined;
  return { ...(await cloudLinkAnswer(ctx)), heard: heardKnown ? await readSpeechHeard(ctx.paths.state) : [], heardKnown };
};

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
