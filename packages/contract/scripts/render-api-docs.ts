// Renders docs/api.md from the contract (DESIGN "The wire": the reference is generated,
// never written by hand twice). Pure, so that a test can compare it with the file.
import { z } from 'zod';
import { FeatureGroups, type Feature, type FeatureGroup } from '../src/features';
import type { OpDef } from '../src/op';
import { ops } from '../src/registry';
import { ResultCode } from '../src/result-codes';

// Typed by ResultCode's keys: a code added without a meaning fails the type check.
const resultCodeMeanings: Record<keyof typeof ResultCode, string> = {
  ok: 'success; the output fields sit beside `code`',
  tokenExpired: 'token missing or expired; sign in again',
  invalidInput: 'invalid input; `errors: [{ field, key }]` names each field with an i18n message key',
  wrongCredentials: 'wrong username or password (one code for both: no user enumeration)',
  dhcpOutOfRange: 'DHCP: IP not within range',
  lockedOut: 'too many failed logins; `retry_after` gives the seconds to wait',
  dhcpEndNotAfterStart: 'DHCP: end IP not greater than start IP',
  busy: 'busy: an upgrade, restore, reboot or reset is in progress',
  silentWhileBusy: 'console-side only: a failure while the busy overlay shows (never sent by the device)',
  unknownOp: 'unknown op, or an op of a feature that `menu_conf.json` disables',
  oldPasswordWrong: 'old password wrong',
  invalidFile: 'invalid or corrupt file (type, size, checksum, model)',
  deviceFailed: 'the device could not carry it out; `msg` says why',
  networkError: 'console-side only: network or server error (never sent by the device)',
};

const groupTitles: Record<FeatureGroup, string> = {
  net: 'Network',
  wifi: 'Wireless',
  adv: 'Advanced',
  srv: 'Service and application',
  mgnt: 'System',
  tool: 'Utilities',
};

const header = `# Device API reference

<!-- Generated from packages/contract by \`npm run docs\`; edit the contract, not this file. -->

## The wire

- One endpoint: \`/cgi-bin/webapi?op=NAME&access_token=TOKEN\`. Every op but those marked
  "no token" needs the \`access_token\` that \`login\` answers.
- **GET** ops take their input as query-string parameters, so every value arrives as a
  string: numeric fields accept a decimal string as well as a number. **POST** ops take a
  JSON object body (\`Content-Type: application/json\`). An op marked "also GET" accepts the
  spec's GET form too, for existing clients.
- Fields an op does not declare are refused with \`-2\`, never silently dropped.
- Every answer is one flat JSON object with a string \`code\`. On success (\`"1"\`) the
  op's output fields sit beside it: \`{"code":"1","ipaddr":"192.168.1.1",...}\`.
- Invalid input answers \`{"code":"-2","errors":[{"field":"ipaddr","key":"validation.ipv4"}]}\`:
  \`key\` is an i18n message key, so the console shows the verdict by its field in any language.
- The schemas below are JSON Schema (draft 2020-12) generated from the contract's zod
  schemas: the input as sent, the output as answered beside \`code\`.

## Refused before any op runs

- The op, the token and the method come from the request line, and are checked before a
  byte of the body is read: a POST without a live token answers \`-1\` at once and the
  connection closes, its body unread. A body over its cap answers HTTP 413 (login 1 KB, other
  JSON 64 KB; uploads have their op's cap), one that does not arrive in time 408, a content
  type the op does not take 415, and too many bodies being read at once 503, each with \`-2\`.
- \`Host\` must name the device: an IP address, \`localhost\`, its host name (system
  \`hostname\`, alone or with the DHCP domain, e.g. \`ZBT-WE1626.lan\`) or a name given with
  \`--allowed-host\`. Any other name (DNS rebinding) answers HTTP 421 with \`-9\`.
- A POST that carries an \`Origin\` must come from the same origin as its \`Host\`; another
  origin, or \`null\`, answers HTTP 403 with \`-9\`. A POST without \`Origin\` comes from a
  non-browser client (curl, scripts) and is taken: browsers send \`Origin\` with every POST.

## Signing in

- \`login\` takes a POST with a JSON body only. The spec's GET form (credentials in the URL)
  answers HTTP 405 unless the daemon runs with \`--legacy-get-login\`: otherwise any web page
  could trigger the lockout with a few \`<img>\` tags.
- Password checks (login, change_password) run one at a time, in order of arrival: a flood
  of logins queues instead of starving file serving, and a burst beyond the queue answers
  \`-5\` with \`retry_after\` 1. A right password is never counted as a failure.
- \`-5\` with \`retry_after\`: five failures in a row from one address lock it out (the
  \`--lockout-seconds\` period, doubling with each further failure, at most an hour); and twenty
  failures for the account from any addresses start a back-off for everyone (the same period,
  doubling, at most five minutes, forgotten after fifteen quiet minutes), except addresses that
  signed in since the daemon started. After the back-off a right password signs in.
- Refused logins reach the system log as one line per address and minute with a count;
  sign-ins, password changes, resets, restores and upgrades are kept in their own bounded log.
`;

export function renderApiDocs(): string {
  const entries = sortedOps();
  const sections = [undefined, ...(Object.keys(FeatureGroups) as FeatureGroup[])].map((group) =>
    renderSection(group, entries.filter(([, def]) => groupOf(def.feature ?? firstFeatureBy(def)) === group)),
  );
  const parts = [header, renderResultCodes(), renderIndex(entries), ...sections.filter((section) => section !== '')];
  return `${parts.join('\n').trimEnd()}\n`;
}

type Entry = [string, OpDef];

// Module namespace key order differs between Node and Vite's transform, so the order is
// made here: ops without a feature first, then by the menu's groups and features, then name.
function sortedOps(): Entry[] {
  const features = Object.values(FeatureGroups).flat() as Feature[];
  const rank = (def: OpDef) => {
    const feature = def.feature ?? firstFeatureBy(def);
    return feature ? features.indexOf(feature) : -1;
  };
  return (Object.entries(ops) as Entry[]).sort(([a, defA], [b, defB]) => rank(defA) - rank(defB) || (a < b ? -1 : a > b ? 1 : 0));
}

function firstFeatureBy(def: OpDef): Feature | undefined {
  return def.featureBy ? Object.values(def.featureBy.features)[0] : def.anyFeature?.[0];
}

/** The gating feature as docs text: one feature, or one per value of an input field. */
function featureText(def: OpDef, inMenu: string): string {
  if (def.feature) return `\`${def.feature}\`${inMenu}`;
  const any = def.anyFeature ? `any of ${def.anyFeature.map((feature) => `\`${feature}\``).join(', ')}` : '';
  if (!def.featureBy) return any && any + inMenu;
  const { field, features } = def.featureBy;
  const by = Object.entries(features).map(([value, feature]) => `\`${feature}\` (${field} ${value})`).join(', ');
  return (any ? `${any}; ${by}` : by) + inMenu;
}

function groupOf(feature: Feature | undefined): FeatureGroup | undefined {
  if (!feature) return undefined;
  return (Object.keys(FeatureGroups) as FeatureGroup[]).find((group) => (FeatureGroups[group] as readonly string[]).includes(feature));
}

function renderSection(group: FeatureGroup | undefined, entries: Entry[]): string {
  if (entries.length === 0) return '';
  const title = group ? `## ${groupTitles[group]} (\`${group}\` features)` : '## Session, header and home (no feature)';
  return [title, '', ...entries.map(([name, def]) => renderOp(name, def))].join('\n');
}

function renderResultCodes(): string {
  const rows = (Object.keys(ResultCode) as (keyof typeof ResultCode)[]).map(
    (name) => `| \`${ResultCode[name]}\` | ${name} | ${resultCodeMeanings[name]} |`,
  );
  return ['## Result codes', '', '| code | name | meaning |', '|---|---|---|', ...rows, ''].join('\n');
}

function renderIndex(entries: Entry[]): string {
  const rows = entries.map(
    ([name, def]) => `| [\`${name}\`](#${name}) | ${methodText(def)} | ${def.public ? 'no' : 'yes'} | ${featureText(def, '') || '-'} |`,
  );
  return ['## Ops', '', '| op | method | token | feature |', '|---|---|---|---|', ...rows, ''].join('\n');
}

function renderOp(name: string, def: OpDef): string {
  return [
    `### \`${name}\``,
    '',
    def.summary,
    '',
    `- Method: ${methodText(def)}`,
    `- Token: ${def.public ? 'no token' : 'required'}`,
    `- Feature: ${featureText(def, ' in `menu_conf.json`') || 'none (always available)'}`,
    ...(def.mutates ? ['- Refused with `-7` while an upgrade, restore, reboot or reset runs'] : []),
    '',
    'Input:',
    '',
    jsonBlock(def.input, 'input'),
    '',
    'Output (beside `"code": "1"`):',
    '',
    jsonBlock(def.output, 'output'),
    '',
  ].join('\n');
}

function methodText(def: OpDef): string {
  if (def.acceptsGet === 'legacy') return `${def.method} (GET only with --legacy-get-login)`;
  return def.acceptsGet && def.method !== 'GET' ? `${def.method} (also GET)` : def.method;
}

function jsonBlock(schema: z.ZodType, io: 'input' | 'output'): string {
  // A transform cannot be shown as output JSON Schema; it renders as {} rather than failing the docs.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return ['```json', JSON.stringify(json, null, 2), '```'].join('\n');
}
