// Service > Speech control: a voice assistant bound through the cloud login, /etc/config/speech
// (a file of ours: no OpenWrt package reads it).
import { z } from 'zod';
import { defineOp } from '../../op';
import { SpeechCommands, speechFields, speechHeard, speechStatus } from './speech-fields';

export const get_speech = defineOp({
  op: 'get_speech',
  method: 'GET',
  feature: 'speech',
  summary: 'Speech control (speech.speech): on or off, the voice platform, and which commands it may give (Wi-Fi, guest Wi-Fi, online devices, traffic, reboot).',
  input: z.strictObject({}),
  output: z.object(speechFields),
});

export const set_speech = defineOp({
  op: 'set_speech',
  method: 'POST',
  feature: 'speech',
  mutates: true,
  summary: "Saves speech control as speech.speech. Switching it on needs the router logged in to the cloud (-2 cloud.notLoggedIn on enabled otherwise).",
  input: z.strictObject(speechFields),
  output: z.object({}),
});

export const get_speech_status = defineOp({
  op: 'get_speech_status',
  method: 'GET',
  feature: 'speech',
  summary: "The cloud session speech control rides on, and the commands last heard (time, command, result; the answer of online_devices and traffic), newest first; heardKnown false where nothing tells them (the linux platform; a router whose cloud client does not answer `cloud speech_heard`: heard empty).",
  input: z.strictObject({}),
  output: speechStatus,
});

export const speech_simulate_command = defineOp({
  op: 'speech_simulate_command',
  method: 'POST',
  feature: 'speech',
  mutates: true,
  summary:
    "Simulated router only (-12 speech.simulatedOnly elsewhere): the voice platform sends a command, as a user saying it would. Heard only while speech control is on and the router logged in (-12 speech.off / cloud.notLoggedIn); a command not allowed is kept as refused, an allowed one is carried out (Wi-Fi and guest Wi-Fi on or off, reboot) or answered (online devices, traffic).",
  input: z.strictObject({ command: z.enum(SpeechCommands) }),
  output: speechHeard,
});
