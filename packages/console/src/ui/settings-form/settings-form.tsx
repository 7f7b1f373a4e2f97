import { useId, useState, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OpDef, OpInput } from '@rc/contract/op';
import { loadFailureMessage } from '../../lib/load-failure-message';
import { useOp } from '../../lib/use-op';
import { ConfirmDialog } from '../confirm-dialog';
import { AdvancedFold } from './advanced-fold';
import type { FieldDecl } from './field-types';
import { SettingsField } from './settings-field';
import type { FieldInfo } from './schema-info';
import { useSettingsForm } from './use-settings-form';
import { visibleFields, type FormValues } from './visibility';
import '../page-sections.css';
import './settings-form.css';

const unknownField: FieldInfo = { kind: 'other', required: false };

export interface ConfirmQuestion {
  /** i18n key */
  key: string;
  params: Record<string, string>;
}

type KeysOf<T> = T extends unknown ? Extract<keyof T, string> : never;

export interface SettingsFormProps<R extends OpDef, S extends OpDef> {
  /** The get_X op whose answer fills the form. */
  read: R;
  /** Its input when it takes one (the Wi-Fi band); none by default. */
  readInput?: OpInput<R>;
  /** The set_X op; its input schema validates the form. */
  save: S;
  fields: readonly FieldDecl<KeysOf<OpInput<S>>>[];
  /** i18n key of the heading */
  title?: string;
  /**
   * i18n key of a question asked before saving (e.g. Wi-Fi clients will reconnect); a function
   * asks only about some saves (a LAN address change) and answers undefined for the others, or the
   * key with values to name in it (the account a change hands the router to).
   */
  confirm?: string | ((input: OpInput<S>) => string | ConfirmQuestion | undefined);
  /** Adjusts what is sent: receives the visible declared values. */
  transformSave?: (values: Partial<OpInput<S>>) => OpInput<S>;
  /** Receives what was saved. */
  onSaved?: (input: OpInput<S>) => void;
  /** Rendered after the fields, before the buttons; may read the form with useFormContext(). */
  children?: ReactNode;
  /** Rendered before the fields, e.g. an import that fills them; may read the form too. */
  lead?: ReactNode;
}

/** A settings page as a declaration (STYLE.md): load, validate, save, report. */
export function SettingsForm<R extends OpDef, S extends OpDef>(props: SettingsFormProps<R, S>) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useOp(props.read, props.readInput ?? ({} as OpInput<R>));
  return (
    <section className="card page-card settings-form" aria-labelledby={props.title ? titleId : undefined}>
      {props.title && <h2 id={titleId}>{t(props.title)}</h2>}
      {query.isPending && <p role="status">{t('form.loading')}</p>}
      {query.isError && (
        <p role="alert" className="settings-form__load-error">
          {loadFailureMessage(query.error) ?? t('form.loadFailed')}{' '}
          <button type="button" className="button" onClick={() => void query.refetch()}>{t('form.retry')}</button>
        </p>
      )}
      {query.isSuccess && <LoadedForm {...props} loaded={query.data as FormValues} />}
    </section>
  );
}

function LoadedForm<R extends OpDef, S extends OpDef>(props: SettingsFormProps<R, S> & { loaded: FormValues }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const decls = props.fields as readonly FieldDecl[];
  const transformSave = props.transformSave as ((values: FormValues) => FormValues) | undefined;
  const onSaved = props.onSaved as ((input: FormValues) => void) | undefined;
  const setup = { readOp: props.read.op, save: props.save, decls, loaded: props.loaded, transformSave, onSaved };
  const { form, infos, foldOpen, setFoldOpen, mutation, payloadOf, onInvalid } = useSettingsForm(setup);
  const [pending, setPending] = useState<{ input: FormValues; question: ConfirmQuestion } | null>(null);

  const shown = visibleFields(decls, form.watch());
  const field = (decl: FieldDecl) => <SettingsField key={decl.name} decl={decl} info={withDeclared(decl, infos.get(decl.name) ?? unknownField)} idPrefix={idPrefix} form={form} />;
  const folded = shown.filter((decl) => decl.fold === 'advanced');

  const onValid = (values: FormValues) => {
    const input = payloadOf(values);
    const question = typeof props.confirm === 'function' ? props.confirm(input as OpInput<S>) : props.confirm;
    if (question) setPending({ input, question: typeof question === 'string' ? { key: question, params: {} } : question });
    else mutation.mutate(input);
  };

  return (
    <FormProvider {...form}>
      <form className="settings-form__form" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        {props.lead}
        <div className="settings-form__fields">{shown.filter((decl) => !decl.fold).map(field)}</div>
        {folded.length > 0 && (
          <AdvancedFold open={foldOpen} onToggle={() => setFoldOpen(!foldOpen)}>
            {folded.map(field)}
          </AdvancedFold>
        )}
        {props.children}
        <div className="settings-form__actions">
          <button type="submit" className="button button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('form.saving') : t('form.save')}
          </button>
          <button type="button" className="button" disabled={mutation.isPending || !form.formState.isDirty} onClick={() => form.reset()}>
            {t('form.reset')}
          </button>
        </div>
        {props.confirm && (
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => (open ? undefined : setPending(null))}
            title={t('form.confirmTitle')}
            message={pending ? t(pending.question.key, pending.question.params) : ''}
            confirmLabel={t('form.save')}
            onConfirm={() => pending && mutation.mutate(pending.input)}
          />
        )}
      </form>
    </FormProvider>
  );
}

function withDeclared(decl: FieldDecl, info: FieldInfo): FieldInfo {
  return decl.required === undefined ? info : { ...info, required: decl.required };
}
