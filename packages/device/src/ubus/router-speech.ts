// Service > Speech control's status on a router: the cloud session as the cloud tabs read it there
// (cloud-session.ts: no cloud link over ubus), and no commands heard. What the voice platform said
// reaches the vendor's cloud client, which keeps it where this console cannot read it: heard is
// empty and heardKnown false, never a list that would look like "none heard". Loaded with the page.
// Browser-safe.
import type { Ops } from '@rc/contract/registry';
import type { Handler } from '../ops/op-context';
import { cloudLinkAnswer } from '../ops/service/cloud-session';

export const routerSpeechStatus: Handler<Ops['get_speech_status']> = async (_input, ctx) => ({ ...(await cloudLinkAnswer(ctx)), heard: [], heardKnown: false });
