// A list the console edits as a whole (static leases, routes, QoS rules) is checked with the
// contract's own list schema; its issues are located by entry and field, like the device's
// `-2` answers ('routes.3.target'), so that both land in the same place.
import type { z } from 'zod';
import type { FieldError } from '@rc/contract/result-codes';
import { issueKey, type IssueLike } from '../settings-form/issue-key';
import type { FieldInfo } from '../settings-form/schema-info';

export interface ListIssue {
  /** entry index; undefined for the list as a whole (too many entries) */
  index: number | undefined;
  /** field of the entry; '' for the entry or the list itself */
  field: string;
  /** i18n key */
  key: string;
  /** values the message names (the rule a port forward overlaps) */
  params?: Record<string, string>;
}

export function checkList(schema: z.ZodType, items: readonly unknown[], infos: ReadonlyMap<string, FieldInfo>): ListIssue[] {
  const errorMap = (issue: IssueLike) => issueKey(issue, infos.get(String(issue.path?.[1] ?? '')));
  const result = schema.safeParse(items, { error: errorMap });
  if (result.success) return [];
  return result.error.issues.map((issue) => locate(issue.path.map(String), issue.message, issue.code === 'custom' ? stringParams(issue.params) : undefined));
}

/**
 * The issues of entry `index` of `items`. zod skips a list's own rules (duplicates) while any
 * entry is malformed, so entries with issues of their own are set aside and the rest checked
 * again: the entry being edited is judged by every rule, whatever state the others are in.
 */
export function entryIssues(schema: z.ZodType, items: readonly unknown[], index: number, infos: ReadonlyMap<string, FieldInfo>): ListIssue[] {
  let entries = items.map((item, position) => ({ item, position }));
  const listWide = new Map<string, ListIssue>();
  for (;;) {
    const at = entries.findIndex((entry) => entry.position === index);
    const issues = checkList(schema, entries.map((entry) => entry.item), infos);
    issues.filter((issue) => issue.index === undefined).forEach((issue) => listWide.set(issue.key, issue));
    const others = new Set(issues.flatMap((issue) => (issue.index === undefined || issue.index === at ? [] : [issue.index])));
    if (others.size === 0) {
      const own = issues.filter((issue) => issue.index === at).map((issue) => ({ ...issue, index }));
      return [...own, ...listWide.values()];
    }
    entries = entries.filter((_, position) => !others.has(position));
  }
}

/** The device's `-2` errors of a list op, named `<listKey>.<index>.<field>`. */
export function serverListIssues(errors: readonly FieldError[], listKey: string): ListIssue[] {
  return errors.map((error) => {
    const [head, ...rest] = error.field.split('.');
    return head === listKey ? locate(rest, error.key, error.params) : { index: undefined, field: error.field, key: error.key };
  });
}

function locate(path: readonly string[], key: string, params?: Record<string, string>): ListIssue {
  const [index, field = ''] = path;
  const named = params ? { params } : {};
  return index === undefined || !/^\d+$/.test(index) ? { index: undefined, field: '', key, ...named } : { index: Number(index), field, key, ...named };
}

function stringParams(params: Record<string, unknown> | undefined): Record<string, string> | undefined {
  const strings = Object.entries(params ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return strings.length > 0 ? Object.fromEntries(strings) : undefined;
}
