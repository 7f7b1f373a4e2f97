// The console's route table (src/app/sections.ts) read as declared: each tab's route, the
// permission features that show it (spec 3), its label key and the module of its page.
import ts from 'typescript';
import { calleeName, literalText, parseFile, property, resolveRelative, walk } from './source-files.ts';

export interface RouteTab {
  section: string;
  path: string;
  /** nav.<section>.<key> */
  key: string;
  features: string[];
  group?: string;
  /** the page's module file, absolute */
  page: string;
}

export function readRouteTable(sectionsFile: string): RouteTab[] {
  const source = parseFile(sectionsFile);
  const tabs: RouteTab[] = [];
  walk(source, (node) => {
    if (ts.isCallExpression(node) && calleeName(node) === 'tab') tabs.push(routeTab(node, sectionsFile));
  });
  return tabs;
}

/** `tab(path, feature, () => import('page'), key?)`, with what its callers add around it. */
function routeTab(call: ts.CallExpression, sectionsFile: string): RouteTab {
  const [pathArg, featureArg, pageArg, keyArg] = call.arguments;
  const path = required(literalText(pathArg), call, 'a path');
  const page = pageArg && pageModule(pageArg, sectionsFile);
  return {
    section: required(enclosingSectionId(call), call, 'a section id'),
    path,
    key: literalText(keyArg) ?? path,
    features: [required(literalText(featureArg), call, 'a feature'), ...orFeatures(call)],
    group: enclosingGroup(call),
    page: required(page, call, 'a page module'),
  };
}

function pageModule(loader: ts.Expression, sectionsFile: string): string | undefined {
  let file: string | undefined;
  walk(loader, (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) file ??= resolveRelative(sectionsFile, literalText(node.arguments[0]) ?? '');
  });
  return file;
}

/** `{ ...tab(...), orFeatures: [...] }` */
function orFeatures(call: ts.CallExpression): string[] {
  const spread = call.parent;
  if (!ts.isSpreadAssignment(spread) || !ts.isObjectLiteralExpression(spread.parent)) return [];
  const list = property(spread.parent, 'orFeatures');
  return list && ts.isArrayLiteralExpression(list) ? list.elements.map((element) => literalText(element)).filter((text): text is string => text !== undefined) : [];
}

/** `grouped('vpn', ...)` */
function enclosingGroup(call: ts.Node): string | undefined {
  for (let node = call.parent; node; node = node.parent) {
    if (ts.isCallExpression(node) && calleeName(node) === 'grouped') return literalText(node.arguments[0]);
  }
  return undefined;
}

/** `{ id: 'network', tabs: [...] }` */
function enclosingSectionId(call: ts.Node): string | undefined {
  for (let node = call.parent; node; node = node.parent) {
    if (ts.isObjectLiteralExpression(node)) {
      const id = literalText(property(node, 'id'));
      if (id && property(node, 'tabs')) return id;
    }
  }
  return undefined;
}

function required<T>(value: T | undefined, at: ts.Node, what: string): T {
  if (value === undefined) throw new Error(`settings index: ${at.getSourceFile().fileName}: tab without ${what}: ${at.getText()}`);
  return value;
}
