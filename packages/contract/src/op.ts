import type { z } from 'zod';
import type { Feature } from './features';

/**
 * One call of the wire, declared once (DESIGN "The wire"). The device validates `input`
 * before the handler runs and the console validates the same schema in its forms.
 * `output` describes the data beside `code: '1'` in a success answer.
 */
export interface OpDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  op: string;
  /** GET reads (input from the query string), POST writes and actions (JSON body). */
  method: 'GET' | 'POST';
  /**
   * Spec section 7 names a few writes as GET; those stay accepted as GET for old clients. 'legacy':
   * only when the daemon runs with --legacy-get-login (issue 12.6: a GET login lets any web page
   * lock the admin out with a few <img> tags).
   */
  acceptsGet?: true | 'legacy';
  input: I;
  output: O;
  /** The menu_conf.json feature that gates the op; none for session and header ops. */
  feature?: Feature;
  /** An op two tabs share (the Wi-Fi bands): the feature gating a call, by the value of one input field. */
  featureBy?: { field: string; features: Readonly<Record<string, Feature>> };
  /** An op several tabs share (the VPN overview and the PPTP/L2TP tabs): callable while any of these is on. */
  anyFeature?: readonly Feature[];
  /** Callable without a session: `login`, and `apply_confirm` with its own token. */
  public?: boolean;
  /** Blocked with `-7` while an upgrade, restore, reboot or reset runs, or a risky change awaits its confirmation. */
  mutates?: boolean;
  /**
   * The save can cut the administrator off (LAN address, Wi-Fi, firewall, WAN, DHCP): applied as
   * pending, and rolled back by the device unless apply_confirm comes within the window (issue 15).
   * Its answer then carries `pending_apply` (the window's seconds), `apply_token` (confirms without
   * a session) and, when the change moves the LAN address the browser came in by, `follow_host`.
   */
  risky?: boolean;
  /** Callable while a risky change awaits its confirmation: the op reverts that change first (a reboot). */
  revertsPending?: boolean;
  /**
   * The request body is a file: sent raw as `application/octet-stream` (what the console does), or
   * as the file part of a `multipart/form-data` form (curl -F, a plain HTML form); `input` then comes
   * from the query string, like the token, and from the form's other fields.
   */
  upload?: { maxBytes: number };
  /** A success answers a file (Content-Disposition: attachment) instead of JSON. */
  download?: { contentType: string };
  summary: string;
}

export function defineOp<I extends z.ZodType, O extends z.ZodType>(def: OpDef<I, O>): OpDef<I, O> {
  return def;
}

export type OpInput<D> = D extends OpDef<infer I, z.ZodType> ? z.input<I> : never;
export type OpOutput<D> = D extends OpDef<z.ZodType, infer O> ? z.output<O> : never;
