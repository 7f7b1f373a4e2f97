import { useId, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Modal } from '../modal';
import type { FieldDecl } from '../settings-form/field-types';
import { SettingsField } from '../settings-form/settings-field';
import type { FieldInfo } from '../settings-form/schema-info';
import type { FormValues } from '../settings-form/visibility';
import { entryIssues, type ListIssue } from './list-issues';
import '../settings-form/settings-form.css';

const unknownField: FieldInfo = { kind: 'other', required: false };

export interface ItemFormProps {
  open: boolean;
  title: string;
  fields: readonly FieldDecl[];
  infos: ReadonlyMap<string, FieldInfo>;
  listSchema: z.ZodType;
  /** the list as it is; the edited entry sits at `index` (a new one at the end) */
  items: readonly FormValues[];
  index: number;
  initial: FormValues;
  /** saves the list with the entry in place; answers the device's issues, [] when saved */
  onSubmit: (items: FormValues[]) => Promise<ListIssue[]>;
  onClose: () => void;
}

/** Adds or edits one entry of a list, checked with the whole list's schema before it is sent. */
export function ItemForm(props: ItemFormProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const { fields, infos, items, index, listSchema } = props;
  const resolver = useMemo<Resolver<FormValues>>(
    () => async (values) => {
      const issues = entryIssues(listSchema, withEntry(items, index, values), index, infos);
      if (issues.length === 0) return { values, errors: {} };
      return { values: {}, errors: Object.fromEntries(issues.map((issue) => [issue.field || 'root', { type: 'validate', message: issue.key, params: issue.params }])) };
    },
    [listSchema, items, index, infos],
  );
  const form = useForm<FormValues>({ defaultValues: props.initial, resolver });
  const rootError = form.formState.errors.root?.message;
  const rootParams = (form.formState.errors.root as { params?: Record<string, string> } | undefined)?.params;

  const submit = form.handleSubmit(async (values) => {
    const issues = await props.onSubmit(withEntry(items, index, values));
    for (const issue of issues.filter((i) => i.index === index || i.index === undefined)) {
      // `params` rides along on the error for the field to name what the message names.
      const error = { type: 'server', message: issue.key, params: issue.params };
      form.setError(issue.field && fields.some((f) => f.name === issue.field) ? issue.field : 'root', error);
    }
    if (issues.length === 0) props.onClose();
  });

  return (
    <Modal open={props.open} onOpenChange={(open) => !open && props.onClose()} title={props.title}>
      <form className="modal__form" noValidate onSubmit={(event) => void submit(event)}>
        {fields.map((decl) => (
          <SettingsField key={decl.name} decl={decl} info={infos.get(decl.name) ?? unknownField} idPrefix={idPrefix} form={form} />
        ))}
        {rootError && <p role="alert" className="settings-field__error">{t(rootError, rootParams)}</p>}
        <div className="modal__actions">
          <button type="button" className="button" onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function withEntry(items: readonly FormValues[], index: number, entry: FormValues): FormValues[] {
  const list = [...items];
  list[index] = entry;
  return list;
}
