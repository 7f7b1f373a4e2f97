import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ResultCode } from '@rc/contract/result-codes';
import { isApiError } from '../../lib/api-error';
import { failureMessage } from '../../lib/result-message';
import { announceChange, type Change } from '../../lib/change-toast';
import { lastSave } from '../../lib/last-save';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable, type Column } from '../data-table';
import '../data-table-phone.css';
import type { FieldDecl } from '../settings-form/field-types';
import { describeField, fieldSchema } from '../settings-form/schema-info';
import type { FormValues } from '../settings-form/visibility';
import { entryName } from './entry-name';
import { ItemForm } from './item-form';
import { serverListIssues, type ListIssue } from './list-issues';
import { useSelection } from './use-selection';
import './list-editor.css';

export interface ListEditorProps<Item extends FormValues> {
  /** translated caption of the table */
  caption: string;
  items: readonly Item[];
  /** the contract's schema of the whole list (entry rules, duplicates, maximum) */
  listSchema: z.ZodType;
  /** the contract's schema of one entry, for the form's field kinds and bounds */
  itemSchema: z.ZodType;
  /** the list's name in the set op, to place the device's '<listKey>.<n>.<field>' errors */
  listKey: string;
  columns: readonly Column<Item>[];
  /** fields of the add/edit form */
  fields: readonly FieldDecl<Extract<keyof Item, string>>[];
  /** a new entry's first values */
  blank: Item;
  /** identifies an entry, for selection and row keys */
  keyOf: (item: Item) => string;
  /** sends the whole list; rejects with the ApiError of a refusal */
  save: (items: Item[]) => Promise<unknown>;
  max?: number;
  /** i18n keys of the add and edit dialog titles */
  addTitle: string;
  editTitle: string;
  /** more toolbar buttons, e.g. batch add */
  toolbar?: ReactNode;
  /**
   * Issue 30.11: the field a page's `?add=` query fills (`#/network/qos?add=192.168.1.104`), the
   * add dialog opening once with it; give it once the items have loaded.
   */
  addFromQuery?: Extract<keyof Item, string>;
}

type Editing = { index: number; initial: FormValues } | null;

/** On a phone an entry's first column names it and the others follow on its second line. */
function phoneColumns<Item>(columns: readonly Column<Item>[]): Column<Item>[] {
  return columns.map((column, index) => ({ phone: index === 0 ? 'title' : 'detail', ...column }));
}

/** A list saved as a whole on every change: add, edit, remove one, remove the selected ones. */
export function ListEditor<Item extends FormValues>(props: ListEditorProps<Item>) {
  const { t } = useTranslation();
  const { items, keyOf } = props;
  const infos = useMemo(() => new Map(props.fields.map((f) => [f.name, describeField(fieldSchema(props.itemSchema, f.name))])), [props.fields, props.itemSchema]);
  const selection = useSelection(items.map(keyOf));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<readonly string[]>([]);
  const full = props.max !== undefined && items.length >= props.max;
  // The hash router's query, read without a router so that the editor renders anywhere.
  const queried = props.addFromQuery && new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('add');
  const [started, setStarted] = useState(false);
  if (props.addFromQuery && queried && !started) {
    setStarted(true);
    if (!full) setEditing({ index: items.length, initial: { ...props.blank, [props.addFromQuery]: queried } });
  }

  const send = async (next: FormValues[], change: Omit<Change, 'op'>): Promise<ListIssue[]> => {
    try {
      await props.save(next as Item[]);
      const op = lastSave();
      if (op) void announceChange({ op, ...change });
      else toast.success(t('common.operationSucceeded'));
      return [];
    } catch (error) {
      return reportFailure(error, props.listKey, t);
    }
  };

  const remove = async (keys: readonly string[]) => {
    const drop = new Set(keys);
    const gone = items.filter((item) => drop.has(keyOf(item)));
    const change = gone.length === 1 && gone[0] ? { kind: 'removed' as const, name: entryName(gone[0], props.fields, keyOf) } : { kind: 'removed' as const, count: gone.length };
    if ((await send(items.filter((item) => !drop.has(keyOf(item))), change)).length === 0) selection.clear();
  };

  const columns: Column<Item>[] = [
    {
      key: 'select',
      header: t('list.select'),
      phone: 'start',
      cell: (item) => (
        <label className="touch-check">
          <input type="checkbox" checked={selection.has(keyOf(item))} onChange={() => selection.toggle(keyOf(item))} aria-label={t('list.selectEntry', { entry: keyOf(item) })} />
        </label>
      ),
    },
    ...phoneColumns(props.columns),
    {
      key: 'actions',
      header: t('list.actions'),
      phone: 'end',
      cell: (item) => (
        <span className="list-editor__row-actions">
          <button type="button" className="button list-editor__button" onClick={() => setEditing({ index: items.indexOf(item), initial: item })} aria-label={t('list.editEntry', { entry: keyOf(item) })}>
            {t('list.edit')}
          </button>
          <button type="button" className="button list-editor__button" onClick={() => setRemoving([keyOf(item)])} aria-label={t('list.removeEntry', { entry: keyOf(item) })}>
            {t('list.remove')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="list-editor">
      <div className="list-editor__toolbar">
        <button type="button" className="button button--primary" disabled={full} onClick={() => setEditing({ index: items.length, initial: props.blank })}>
          {t('list.add')}
        </button>
        {props.toolbar}
        <button type="button" className="button" disabled={selection.size === 0} onClick={() => setRemoving(selection.keys())}>
          {t('list.removeSelected', { count: selection.size })}
        </button>
        <label className="list-editor__select-all">
          <input type="checkbox" checked={selection.allSelected} disabled={items.length === 0} onChange={selection.toggleAll} />
          {t('list.selectAll')}
        </label>
        {props.max !== undefined && <span className="list-editor__count">{t('list.count', { count: items.length, max: props.max })}</span>}
      </div>
      <DataTable caption={props.caption} columns={columns} rows={items} rowKey={keyOf} empty={t('list.empty')} />
      {editing && (
        <ItemForm
          open
          title={t(editing.index < items.length ? props.editTitle : props.addTitle)}
          fields={props.fields}
          infos={infos}
          listSchema={props.listSchema}
          items={items}
          index={editing.index}
          initial={editing.initial}
          onSubmit={(next) => {
            const adding = editing.index >= items.length;
            const entry = next[editing.index] as Item | undefined;
            return send(next, { kind: adding ? 'added' : 'edited', name: entry ? entryName(entry, props.fields, keyOf) : undefined });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing.length > 0}
        onOpenChange={(open) => !open && setRemoving([])}
        title={t('list.removeTitle')}
        message={removalQuestion(t, items.filter((item) => removing.includes(keyOf(item))).map((item) => entryName(item, props.fields, keyOf)))}
        confirmLabel={t('list.remove')}
        danger
        onConfirm={() => void remove(removing)}
      />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Issue 43.7: a removal names its entries (the first few, and how many more). */
function removalQuestion(t: Translate, names: readonly string[]): string {
  const [only] = names;
  if (names.length === 1 && only !== undefined) return t('list.removeNamed', { entry: only });
  const shown = names.slice(0, 3).map((name) => t('list.quoted', { name })).join(t('list.separator'));
  const more = names.length > 3 ? t('list.andMore', { count: names.length - 3 }) : '';
  return t('list.removeNames', { count: names.length, names: shown + more });
}

/** Spec 8: a refusal says why; a -2 names the entry (counted from 1) and its rule. */
function reportFailure(error: unknown, listKey: string, t: Translate): ListIssue[] {
  if (!isApiError(error)) {
    toast.error(t('common.operationFailed'));
    return [{ index: undefined, field: '', key: 'common.operationFailed' }];
  }
  if (error.code === ResultCode.invalidInput && error.errors.length > 0) {
    const issues = serverListIssues(error.errors, listKey);
    const [first] = issues;
    if (first) toast.error(first.index === undefined ? t(first.key, first.params) : t('list.entryError', { entry: first.index + 1, message: t(first.key, first.params) }));
    return issues;
  }
  if (!error.handled) toast.error(failureMessage(error));
  return [{ index: undefined, field: '', key: resultKey(error.code) }];
}

function resultKey(code: string): string {
  const name = Object.entries(ResultCode).find(([, value]) => value === code)?.[0];
  return name ? `result.${name}` : 'common.operationFailed';
}
