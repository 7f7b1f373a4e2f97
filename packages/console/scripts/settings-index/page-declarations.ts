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
  /** i18n keys of the choices of a select, or of the object holding them (`wifi.encryptions`) */
  choices?: string[];
  /** i18n key of the title of the form or section around it, where the JSX shows one */
  section?: string;
  /** in the collapsed "advanced settings" group */
  fold?: boolean;
  /** a field of a list's add/edit dialog, not of the page */
  list?: boolean;
  /** while reading: the constant or function the declaration is made in */
  declaredIn?: string;
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
  const files = pageFiles(page, consoleSrc);
  const titled = titledDeclarations(files);
  for (const file of files) {
    const source = parseFile(file);
    const fieldsBefore = declarations.fields.length;
    walk(source, (node) => collect(node, declarations));
    for (const field of declarations.fields.slice(fieldsBefore)) field.section ??= titled.get(field.declaredIn ?? '');
    // The ops the page's own code calls; a shared widget's status read (the WAN address of a
    // notice) says nothing of where the page's fields are saved.
    if (file.startsWith(ownFolder) || declarations.fields.length > fieldsBefore) {
      declarations.contractModules.push(...valueImports(source).filter((specifier) => specifier.startsWith('@rc/contract/ops/')));
    }
  }
  declarations.contractModules = [...new Set(declarations.contractModules)];
  declarations.sections = [...new Set(declarations.sections)];
  for (const field of declarations.fields) delete field.declaredIn;
  return declarations;
}

/**
 * The form titles of declarations made apart from their form: `<SettingsForm title="x"
 * fields={cellularFields}>` titles the fields of `const cellularFields = [...]`, and
 * `fields={[...slotFields('sim1')]}` those of `const slotFields = (slot) => [...]`.
 */
function titledDeclarations(files: readonly string[]): Map<string, string> {
  const titled = new Map<string, string>();
  for (const file of files) {
    walk(parseFile(file), (node) => {
      if (!ts.isJsxAttribute(node) || node.name.getText() !== 'fields' || !node.initializer) return;
      const title = jsxTitle(node.parent.parent as JsxTag);
      if (!title || node.parent.parent.tagName.getText() !== 'SettingsForm') return;
      walk(node.initializer, (inner) => {
        if (ts.isIdentifier(inner) && !ts.isPropertyAccessExpression(inner.parent)) titled.set(inner.text, title);
      });
    });
  }
  // and the lists those are made of: `const cellularFields = [...ispFields, ...]`
  for (const file of files) {
    walk(parseFile(file), (node) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const title = titled.get(node.name.text);
      if (!title) return;
      walk(node.initializer, (inner) => {
        if (ts.isIdentifier(inner) && !titled.has(inner.text)) titled.set(inner.text, title);
      });
    });
  }
  return titled;
}

/** The name of the constant or function a declaration is made in. */
function declaredIn(node: ts.Node): string | undefined {
  for (let up = node.parent; up; up = up.parent) {
    if ((ts.isVariableDeclaration(up) || ts.isFunctionDeclaration(up)) && up.name && ts.isIdentifier(up.name)) return up.name.text;
  }
  return undefined;
}

function collect(node: ts.Node, into: PageDeclarations): void {
  if (ts.isObjectLiteralExpression(node)) {
    into.fields.push(...declaredFields(node));
  } else if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
    const title = sectionTitle(node);
    if (title) into.sections.push(title);
  } else if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'h2') {
    const title = translatedChild(node);
    if (title) into.sections.push(title);
  }
}

/**
 * `{ name: 'leaseTime', label: 'network-dhcp.leaseTime', hint: ... }`: a FieldDecl; one per value
 * of a parameter its texts are made of (`{ name: `${slot}CapMb`, ... }` with `slot: 'sim1' | 'sim2'`).
 */
function declaredFields(object: ts.ObjectLiteralExpression): DeclaredField[] {
  const texts = { name: property(object, 'name'), label: property(object, 'label'), hint: property(object, 'hint') };
  return bindingsOf(Object.values(texts)).flatMap((binding) => {
    const field = declaredField(object, { name: textOf(texts.name, binding), label: textOf(texts.label, binding), hint: textOf(texts.hint, binding) });
    return field ? [field] : [];
  });
}

type Binding = ReadonlyMap<string, string>;

/** A literal, or a template of parameters bound to one of their values. */
function textOf(node: ts.Node | undefined, binding: Binding): string | undefined {
  if (!node || !ts.isTemplateExpression(node)) return literalText(node);
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const value = ts.isIdentifier(span.expression) ? binding.get(span.expression.text) : undefined;
    if (value === undefined) return undefined;
    text += value + span.literal.text;
  }
  return text;
}

/** Every combination of values of the parameters the templates use (one empty binding when none). */
function bindingsOf(nodes: readonly (ts.Node | undefined)[]): Binding[] {
  let bindings: Map<string, string>[] = [new Map()];
  for (const node of nodes) {
    if (!node || !ts.isTemplateExpression(node)) continue;
    for (const span of node.templateSpans) {
      if (!ts.isIdentifier(span.expression) || bindings[0]?.has(span.expression.text)) continue;
      const name = span.expression.text;
      const values = parameterValues(span.expression);
      bindings = bindings.flatMap((binding) => values.map((value) => new Map(binding).set(name, value)));
    }
  }
  return bindings;
}

/** The values a parameter's type allows: `(slot: 'sim1' | 'sim2') => ...` gives sim1 and sim2. */
function parameterValues(use: ts.Identifier): string[] {
  for (let up: ts.Node | undefined = use.parent; up; up = up.parent) {
    if (!ts.isFunctionLike(up)) continue;
    const parameter = up.parameters.find((candidate) => ts.isIdentifier(candidate.name) && candidate.name.text === use.text);
    const type = parameter?.type;
    if (!type) continue;
    const members = ts.isUnionTypeNode(type) ? type.types : [type];
    return members.flatMap((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []));
  }
  return [];
}

function declaredField(object: ts.ObjectLiteralExpression, { name, label, hint }: { name?: string; label?: string; hint?: string }): DeclaredField | undefined {
  if (!name || !label?.includes('.')) return undefined;
  const around = enclosingJsx(object);
  const list = around?.tagName.getText() === 'ListEditor';
  const section = around && (list ? undefined : jsxTitle(around));
  return {
    name,
    label,
    ...(hint ? { hint } : {}),
    ...choicesOf(property(object, 'options')),
    ...(section ?? enclosingSection(object) ? { section: section ?? enclosingSection(object) } : {}),
    ...(literalText(property(object, 'fold')) === 'advanced' ? { fold: true } : {}),
    ...(list ? { list: true } : {}),
    ...(around ? {} : { declaredIn: declaredIn(object) }),
  };
}

const i18nKey = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The words a select offers, which administrators search by (`WPA3` for the encryption):
 * `[{ value, label: 'key' }]`, or `labelled(values, 'wifi.encryptions')`, a key per value.
 */
function choicesOf(options: ts.Expression | undefined): Pick<DeclaredField, 'choices'> {
  const keys: string[] = [];
  if (options && ts.isArrayLiteralExpression(options)) {
    for (const element of options.elements) {
      const label = ts.isObjectLiteralExpression(element) ? literalText(property(element, 'label')) : undefined;
      if (label && i18nKey.test(label)) keys.push(label);
    }
  } else if (options && ts.isCallExpression(options)) {
    const prefix = options.arguments.map((argument) => literalText(argument)).find((text) => text && i18nKey.test(text));
    if (prefix) keys.push(prefix);
  }
  return keys.length > 0 ? { choices: keys } : {};
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
