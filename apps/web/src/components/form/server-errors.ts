// The one place the server's `errores` reach the form: each `campo` is the field's dotted path in the request
// body, which is the form's own path, because every form's values are the body of its call.
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';

/** Marks each field the server refused with its message and focuses the first; answers how many it marked. */
export function applyServerErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  err: unknown,
): number {
  if (!(err instanceof ApiError) || err.sessionEnded) return 0;
  const campos = err.errores.filter((e) => e.campo !== '');
  for (const { campo, mensaje } of campos) {
    form.setError(campo as FieldPath<T>, { type: 'server', message: mensaje });
  }
  const first = campos[0];
  if (first) form.setFocus(first.campo as FieldPath<T>);
  return campos.length;
}
