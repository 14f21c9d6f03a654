// The cash box counted by denomination (contract §8: monedas de $0.50 a $20, billetes de $20 a $1,000): one row per
// denomination with a large numeric input, − and + for counting piece by piece, and the row's subtotal. Built on
// the field family's shell, so each count has its label, its error and its screen-reader wiring.
import { type ClaveDenominacion, DENOMINACIONES } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import type { FormHandle } from '../../../components/form/field.tsx';
import { FieldShell } from '../../../components/form/field-shell.tsx';
import { formatPesos } from '../../../lib/format.ts';

const ui = mensajes.uiCortes;

/** `$0.50`, `$1`, `$1,000`: a denomination as it is printed on it. */
export const nombreDenominacion = (valor: number) =>
  `$${valor.toLocaleString('es-MX', { minimumFractionDigits: valor % 1 ? 2 : 0 })}`;

export const etiquetaDenominacion = (d: (typeof DENOMINACIONES)[number]) =>
  d.tipo === 'moneda' ? ui.moneda(nombreDenominacion(d.valor)) : ui.billete(nombreDenominacion(d.valor));

type ConEfectivo = { efectivo: Partial<Record<ClaveDenominacion, number | undefined>> };

function PiezasRow<T extends FieldValues>({
  form,
  d,
}: {
  form: FormHandle<T>;
  d: (typeof DENOMINACIONES)[number];
}) {
  const { field, fieldState } = useController({
    control: form.control,
    name: `efectivo.${d.clave}` as FieldPath<T>,
  });
  const piezas = typeof field.value === 'number' ? field.value : 0;
  const nombre = etiquetaDenominacion(d);
  const poner = (n: number | undefined) => field.onChange(n);
  return (
    <FieldShell
      label={
        <>
          <span className="visually-hidden">{d.tipo === 'moneda' ? ui.monedasDe : ui.billetesDe}</span>
          {nombreDenominacion(d.valor)}
        </>
      }
      error={fieldState.error?.message}
      className="av-denominacion"
      labelClassName="mb-0 fw-semibold"
    >
      {({ isInvalid, ...a }) => (
        <>
          <div className="input-group">
            <button
              type="button"
              className="btn btn-outline-secondary av-paso"
              aria-label={ui.menos(nombre)}
              disabled={piezas <= 0}
              onClick={() => poner(Math.max(0, piezas - 1) || undefined)}
            >
              <i className="bi bi-dash-lg" aria-hidden="true" />
            </button>
            <input
              {...a}
              className={`form-control text-center av-piezas${isInvalid ? ' is-invalid' : ''}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={6}
              name={field.name}
              ref={field.ref}
              value={typeof field.value === 'number' ? String(field.value) : ''}
              placeholder="0"
              onBlur={field.onBlur}
              onChange={(e) => {
                const digitos = e.currentTarget.value.replace(/\D/g, '');
                poner(digitos ? Number(digitos) : undefined);
              }}
            />
            <button
              type="button"
              className="btn btn-outline-secondary av-paso"
              aria-label={ui.mas(nombre)}
              onClick={() => poner(piezas + 1)}
            >
              <i className="bi bi-plus-lg" aria-hidden="true" />
            </button>
          </div>
          <output className="av-subtotal text-end text-nowrap" aria-label={`${ui.subtotal} ${nombre}`}>
            {formatPesos(piezas * d.valor)}
          </output>
        </>
      )}
    </FieldShell>
  );
}

export function EfectivoFields<T extends ConEfectivo>({ form: forma }: { form: FormHandle<T> }) {
  const form = forma as unknown as FormHandle<ConEfectivo>;
  const grupo = (tipo: 'moneda' | 'billete', titulo: string) => (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold text-body-secondary mb-2">{titulo}</legend>
      {DENOMINACIONES.filter((d) => d.tipo === tipo).map((d) => (
        <PiezasRow key={d.clave} form={form} d={d} />
      ))}
    </fieldset>
  );
  return (
    <fieldset className="mb-2">
      <legend className="h6 mb-2">{ui.efectivo}</legend>
      {grupo('moneda', ui.monedas)}
      {grupo('billete', ui.billetes)}
    </fieldset>
  );
}
