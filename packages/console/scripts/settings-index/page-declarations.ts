// What a tab's page declares, read from its module and the modules it imports: the SettingsForm
// and ListEditor fields (name, label key, hint key), the titled sections, and the contract op
// modules whose ops it calls (the device's UCI writers are found through those).
import { join, sep } from 'node:path';
import ts from 'typescript';
import { calleeName, literalText, parseFile, property, resolveRelative, valueImports, walk } from './source-files.ts';

export interface DeclaredField {
  name: string;
  /** i18n keys */
  label: string;
  hint?: string;
  /** i18n key of the title of the form or section around it, where the JSX shows one */
  section?: string;
  /** in the collapsed "advanced settings" group */
  fold?: boolean;
  /** a field of a list's add/edit dialog, not of the page */
  list?: boolean;
}

export interface PageDeclarations {
  /** i18n keys of the section headings, in source order */
  sections: string[];
  fields: DeclaredField[];
  /** '@rc/contract/ops/network/dhcp'... */
  contractModules: string[];
}

/** The files a page is made of: its module and the console modules it imports, pages and shared widgets. */
export function pageFiles(page: string, consoleSrc: string): string[] {
  const within = [join(consoleSrc, 'sections') + sep, join(consoleSrc, 'ui') + sep];
  const seen = new Set<string>([page]);
  const queue = [page];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(parseFile(file))) {
      const next = resolveRelative(file, specifier);
      if (next && !seen.has(next) && within.some((folder) => next.startsWith(folder))) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

export function readPageDeclarations(page: string, consoleSrc: string): PageDeclarations {
  const declarations: PageDeclarations = { sections: [], fields: [], contractModules: [] };
  const ownFolder = join(consoleSrc, 'sections') + sep;
  for (const file of pageFiles(page, consoleSrc)) {
    const source = parseFile(file);
    const fieldsBefore = declarations.fields.length;
    walk(source, (node) => collect(node, declarations));
    // The ops the page's own code calls; a shared widget's status read (the WAN address of a
    // notice) says nothing of where the page's fields are saved.
    if (file.startsWith(ownFolder) || declarations.fields.length > fieldsBefore) {
      declarations.contractModules.push(...valueImports(source).filter((specifier) => specifier.startsWith('@rc/contract/ops/')));
    }
  }
  declarations.contractModules = [...new Set(declarations.contractModules)];
  declarations.sections = [...new Set(declarations.sections)];
  return declarations;
}

function collect(node: ts.Node, into: PageDeclarations): void {
  if (ts.isObjectLiteralExpression(node)) {
    const field = declaredField(node);
    if (field) into.fields.push(field);
  } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
    const title = sectionTitle(node);
    if (title) into.sections.push(title);
  } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'h2') {
    const title = translatedChild(node);
    if (title) into.sections.push(title);
  }
}

/** `{ name: 'leaseTime', label: 'network-dhcp.leaseTime', hint: ... }`: a FieldDecl. */
function declaredField(object: ts.ObjectLiteralExpression): DeclaredField | undefined {
  const name = literalText(property(object, 'name'));
  const label = literalText(property(object, 'label'));
  if (!name || !label?.includes('.')) return undefined;
  const hint = literalText(property(object, 'hint'));
  const around = enclosingJsx(object);
  const list = around?.tagName.getText() === 'ListEditor';
  const section = around && (list ? undefined : jsxTitle(around)) ;
  return {
    name,
    label,
    ...(hint ? { hint } : {}),
    ...(section ?? enclosingSection(object) ? { section: section ?? enclosingSection(object) } : {}),
    ...(literalText(property(object, 'fold')) === 'advanced' ? { fold: true } : {}),
    ...(list ? { list: true } : {}),
  };
}

type JsxTag = ts.JsxOpeningElement | ts.JsxSelfClosingElement;

/** The element whose attribute holds the declaration (`<SettingsForm fields={[...]}>`). */
function enclosingJsx(node: ts.Node): JsxTag | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isJsxAttribute(up)) {
      const tag = up.parent.parent;
      return ts.isJsxOpeningElement(tag) || ts.isJsxSelfClosingElement(tag) ? tag : undefined;
    }
    if (ts.isFunctionLike(up)) return undefined;
  }
  return undefined;
}

/** The title of the nearest titled block around a declaration (`<PageSection title={t('x')}>`). */
function enclosingSection(node: ts.Node): string | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isJsxElement(up)) {
      const title = sectionTitle(up.openingElement);
      if (title) return title;
    }
  }
  return undefined;
}

/** `<SettingsForm title="x">`, `<PageSection title={t('x')}>` */
function sectionTitle(tag: JsxTag): string | undefined {
  const name = tag.tagName.getText();
  return name === 'SettingsForm' || name === 'PageSection' ? jsxTitle(tag) : undefined;
}

function jsxTitle(tag: JsxTag): string | undefined {
  for (const attribute of tag.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'title' || !attribute.initializer) continue;
    const value = attribute.initializer;
    if (ts.isStringLiteral(value)) return value.text;
    if (ts.isJsxExpression(value) && value.expression) return literalText(value.expression) ?? translatedKey(value.expression);
  }
  return undefined;
}

/** `<h2>{t('x')}</h2>` */
function translatedChild(element: ts.JsxElement): string | undefined {
  for (const child of element.children) {
    if (ts.isJsxExpression(child) && child.expression) {
      const key = translatedKey(child.expression);
      if (key) return key;
    }
  }
  return undefined;
}

/** `t('x')` */
function translatedKey(expression: ts.Expression): string | undefined {
  return ts.isCallExpression(expression) && calleeName(expression) === 't' ? literalText(expression.arguments[0]) : undefined;
}
