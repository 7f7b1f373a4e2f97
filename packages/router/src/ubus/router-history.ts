// System > History on a router (issue 27): the entries are kept on the router's flash by the
// `routerd` rpcd plugin (packaging/openwrt/files/usr/share/rpcd/ucode/routerd.uc: history_add,
// history_list; /etc/routerd/history, one file an entry, bounded as the daemon's history). The
// browser makes the entry as the daemon does (history-entry.ts, credentials redacted before they
// leave the page), the plugin gives it its id, the router's time and the rpcd account. An entry
// goes in base64 chunks under uhttpd's 64 KiB request cap (router-upload.ts): staged in the
// router's RAM, it lands with its last chunk, or, for a save awaiting confirmation, once confirmed.
// Browser-safe.
import type { Logger } from '@rc/core/log';
import type { AclNeeds } from './acl-needs-shape';
import { redactFile, type UciHistoryEntry, type UciHistoryFile } from '@rc/core/uci/history-entry';
import type { ChangeHistory, StagedHistory } from './ubus-save-target';
import { toBase64, uploadChunkBytes } from './router-upload';
import type { Ubus } from './ubus';

/** The plugin's history methods, for the generated ACL (acl-needs.ts). */
export const routerHistoryAclNeeds: AclNeeds = {
  ubus: { routerd: ['history_add', 'history_list'] },
  uci: { read: [], write: [] },
  fileExec: [],
  fileRead: [],
  fileWrite: [],
};

export class RouterHistory implements ChangeHistory {
  constructor(
    private readonly ubus: Ubus,
    private readonly log: Logger,
  ) {}

  /** Records a committed changeset. A failure is logged, not thrown: the change is live either way. */
  async record(op: string, files: UciHistoryFile[]): Promise<void> {
    await this.send(op, files, true).catch((error: unknown) => this.log.error(`history: ${op} not recorded`, error));
  }

  /** Stages the entry of a change applied with rollback, to land once it is confirmed. */
  async stage(op: string, files: UciHistoryFile[]): Promise<StagedHistory | undefined> {
    return this.send(op, files, false).catch((error: unknown) => void this.log.error(`history: ${op} not staged`, error));
  }

  /** The staged entry of a change that was confirmed. */
  async land(staged: StagedHistory): Promise<void> {
    await this.ubus.call('routerd', 'history_add', { token: staged.token, offset: staged.bytes, data: '', done: true }).catch((error: unknown) => this.log.error('history: confirmed change not recorded', error));
  }

  /** Newest first, page by page (a ubus answer holds at most 1 MiB: libubus UBUS_MAX_MSGLEN). */
  async list(): Promise<UciHistoryEntry[]> {
    const entries: UciHistoryEntry[] = [];
    let before: string | undefined;
    do {
      const page = await this.ubus.call<{ entries?: unknown; next?: unknown }>('routerd', 'history_list', before === undefined ? {} : { before });
      if (Array.isArray(page.entries)) entries.push(...page.entries.flatMap(parseEntry));
      // `next`: the oldest id of this page, when older entries remain
      before = typeof page.next === 'string' && page.next !== before ? page.next : undefined;
    } while (before !== undefined);
    return entries;
  }

  private async send(op: string, files: UciHistoryFile[], done: boolean): Promise<StagedHistory> {
    const bytes = new TextEncoder().encode(JSON.stringify({ op, files: files.map(redactFile) }));
    const token = randomToken();
    let offset = 0;
    do {
      const chunk = bytes.subarray(offset, offset + uploadChunkBytes);
      const last = offset + chunk.length >= bytes.length;
      await this.ubus.call('routerd', 'history_add', { token, offset, data: toBase64(chunk), done: done && last });
      offset += chunk.length;
    } while (offset < bytes.length);
    return { token, bytes: bytes.length };
  }
}

/** An entry as the plugin stored it; one that is not (a file edited by hand) is left out. */
function parseEntry(text: unknown): UciHistoryEntry[] {
  try {
    const entry = JSON.parse(String(text)) as Partial<UciHistoryEntry> | null;
    return typeof entry?.id === 'string' && typeof entry.time === 'string' && typeof entry.op === 'string' && Array.isArray(entry.files) ? [entry as UciHistoryEntry] : [];
  } catch {
    return [];
  }
}

function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
