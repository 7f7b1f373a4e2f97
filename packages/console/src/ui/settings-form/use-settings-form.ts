import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type ErrorOption, type FieldErrors } from 'react-hook-form';
import type { OpDef } from '@rc/contract/op';
import type { FieldError } from '@rc/contract/result-codes';
import { callOp } from '../../lib/api-client';
import { announceChange } from '../../lib/change-toast';
import { fieldOf, type FieldLabels } from '../../lib/refusal-message';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import type { FieldDecl } from './field-types';
import { changeSummary } from './change-summary';
import { reportSaveFailure } from './save-failure';
import { describeField, fieldSchema, type FieldInfo } from './schema-info';
import { settingsResolver } from './settings-resolver';
import { visibleFields, visiblePayload, type FormValues } from './visibility';

export interface SettingsFormSetup {
  readOp: string;
  save: OpDef;
  decls: readonly FieldDecl[];
  loaded: FormValues;
  transformSave?: (payload: FormValues) => FormValues;
  onSaved?: (input: FormValues) => void;
}

export function useFieldInfos(schema: unknown, decls: readonly FieldDecl[]): Map<string, FieldInfo> {
  return useMemo(() => new Map(decls.map((decl) => [decl.name, describeField(fieldSchema(schema, decl.name))])), [schema, decls]);
}

/** Load, validate, save and report for one settings form; the component only renders. */
export function useSettingsForm({ readOp, save, decls, loaded, transformSave, onSaved }: SettingsFormSetup) {
  const infos = useFieldInfos(save.input, decls);
  const resolver = useMemo(() => settingsResolver({ schema: save.input, decls, infos, transformSave }), [save, decls, infos, transformSave]);
  const form = useForm<FormValues>({ defaultValues: loaded, resolver, shouldFocusError: false });
  const [foldOpen, setFoldOpen] = useState(false);
  // An object, so that asking for the same field twice still focuses it.
  const [focusTarget, setFocusTarget] = useState<{ name: string } | null>(null);
  const queryClient = useQueryClient();

  // A (re)load replaces what the form shows: first data, and the device's answer after a save.
  // Fields the administrator edited and has not saved keep their edit: another form of the page
  // saving (the MAC filter below the SSID) reloads this one too (issue 13.19).
  useEffect(() => form.reset(loaded, { keepDirtyValues: true }), [form, loaded]);
  // Read while rendering, so that react-hook-form keeps isDirty up to date for the question.
  const dirty = form.formState.isDirty;
  useUnsavedChanges(() => dirty && form.formState.isDirty);
  // Focus after the render that opened the fold, so a folded field can take it.
  useEffect(() => {
    if (focusTarget) form.setFocus(focusTarget.name);
  }, [form, focusTarget]);

  const focusField = (name: string) => {
    if (decls.find((decl) => decl.name === name)?.fold) setFoldOpen(true);
    setFocusTarget({ name });
  };

  const placeErrors = (errors: FieldError[]): FieldError[] => {
    const shown = new Set(visibleFields(decls, form.getValues()).map((decl) => decl.name));
    // The message's params ride along on the error (settings-field.tsx reads them): a name the device gave.
    errors.filter((error) => shown.has(fieldOf(error))).forEach((error) => form.setError(fieldOf(error), { type: 'server', message: error.key, ...(error.params ? { params: error.params } : {}) } as ErrorOption));
    const placed = decls.find((decl) => errors.some((error) => fieldOf(error) === decl.name && shown.has(decl.name)));
    if (placed) focusField(placed.name);
    return errors.filter((error) => !shown.has(fieldOf(error)));
  };
  const labels: FieldLabels = Object.fromEntries(decls.map((decl) => [decl.name, decl.label]));

  const mutation = useMutation({
    mutationFn: (input: FormValues) => callOp(save, input),
    onSuccess: async (_data, input) => {
      // Clean before the toast says so: whoever leaves on seeing it must not be asked about unsaved changes.
      form.reset(form.getValues());
      void announceChange({ op: save.op, kind: 'saved', fields: () => changeSummary(decls, infos, loaded, input) });
      onSaved?.(input);
      await queryClient.invalidateQueries({ queryKey: [readOp] });
    },
    onError: (error) => reportSaveFailure(error, placeErrors, labels),
  });

  const payloadOf = (values: FormValues) => {
    const payload = visiblePayload(decls, values);
    return transformSave ? transformSave(payload) : payload;
  };

  const onInvalid = (errors: FieldErrors<FormValues>) => {
    const first = decls.find((decl) => errors[decl.name]);
    if (first) focusField(first.name);
  };

  return { form, infos, foldOpen, setFoldOpen, mutation, payloadOf, onInvalid };
}
