// The one way to build a form: react-hook-form over the contract's zod schema of the call, so the browser checks
// every rule the server checks, with the same Spanish messages (docs/decisions/014-one-form-pipeline.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { failureNotice, type Notice, type NoticeOptions, validationNotice } from '../../lib/notice-rule.ts';
import { notify } from '../../lib/notify.ts';
import { applyServerErrors } from './server-errors.ts';

/** A contract schema whose input and output are objects (a request body). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ContractFormOptions<S extends FormSchema> = {
  defaultValues: DefaultValues<z.input<S>>;
  /** Called with the parsed values (the request body); a throw is shown by the notice rule. */
  onSubmit: (values: z.output<S>) => unknown;
  /**
   * Fields whose error the spec words as a notice titled 'Error de Validación' (a role not chosen), in the order
   * they are checked: the first one in error is shown. Every error is also shown on its field.
   */
  noticeFields?: readonly FieldPath<z.input<S>>[];
  /** Where a refused or failed submit is told: a notice (page forms) or a banner inside the form (dialogs). */
  failureDisplay?: 'notice' | 'banner';
  /** The notice rule's fallback text and the screen's own wording, if any (login). */
  notices?: NoticeOptions;
};

export type ContractForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form's onSubmit: checks with the schema, sends, and on failure marks the fields and tells. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last failure, when `failureDisplay` is 'banner'. */
  failure: Notice | null;
  dismissFailure: () => void;
};

export function useContractForm<S extends FormSchema>(
  schema: S,
  options: ContractFormOptions<S>,
): ContractForm<S> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [failure, setFailure] = useState<Notice | null>(null);
  // The handlers may close over the latest props without rebuilding submit.
  const latest = useRef(options);
  latest.current = options;

  const { handleSubmit } = form;
  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      setFailure(null);
      return handleSubmit(
        async (values) => {
          const { onSubmit, failureDisplay = 'notice', notices } = latest.current;
          try {
            await onSubmit(values);
          } catch (err) {
            applyServerErrors(form, err);
            const notice = failureNotice(err, notices);
            if (!notice) return;
            if (failureDisplay === 'banner') setFailure(notice);
            else await notify(notice);
          }
        },
        async (errors: FieldErrors<z.input<S>>) => {
          const messageOf = (n: string) => (get(errors, n) as { message?: string } | undefined)?.message;
          const name = latest.current.noticeFields?.find((n) => messageOf(n));
          if (name) await notify(validationNotice(messageOf(name) ?? ''));
        },
      )(event);
    },
    [handleSubmit, form],
  );

  return { ...form, submit, failure, dismissFailure: () => setFailure(null) };
}
