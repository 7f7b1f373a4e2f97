// What a POST's body turned out to be (body-reader.ts), for the dispatcher.
import type { UploadBody } from '../lib/upload-body';

/** HTTP statuses of a body refused unread or half read. */
export type Refusal = 400 | 408 | 413 | 415 | 503;

export type CallBody = { input: unknown } | { upload: UploadBody; fields: Record<string, string> } | { refused: Refusal };
