// The fields of a corte, the same in 'Registrar corte' and in its edit dialog: the meter reading beside the previous
// one, the liters, price and expected cash worked out as it is typed, the cash by denomination, the reason for a
// difference beyond the tolerance (with its text for OTRO, in place of the notes, and the old meter's last reading
// for a replaced meter),
// an optional new price per liter (an ADMIN's only, issue 43) and notes. The running figures stick to the bottom of
// a phone's screen.
import {
  type CorteNuevo,
  MOTIVOS_DIFERENCIA,
  type MotivoDiferencia,
  NOMBRES_MOTIVOS,
} from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { useEffect } from 'react';
import { Alert } from 'react-bootstrap';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { Field, type FormHandle, TextAreaField } from '../../../components/form/field.tsx';
import { formatDateTime, formatPesos, formatQuantity, formatTasa } from '../../../lib/format.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { CorteInicio } from '../api/cortes.ts';
import { type CuentaCorte, cuentaDelCorte } from './corte-cuenta.ts';
import { CorteResumenBar } from './corte-resumen-bar.tsx';
import { EfectivoFields } from './efectivo-fields.tsx';
import './cortes.css';

const ui = mensajes.uiCortes;
const m = mensajes.cortes;

/** What the fields hold, under the same paths in the create and the edit form. */
export type CamposCorte = Pick<
  CorteNuevo,
  | 'lectura'
  | 'efectivo'
  | 'motivo'
  | 'motivo_texto'
  | 'lectura_final_anterior'
  | 'precio_litro_nuevo'
  | 'notas'
>;

/** The figures of the values typed so far, against the machine's previous reading, price and tolerance. */
export const cuentaDe = (inicio: CorteInicio | null | undefined, v: Partial<CamposCorte>) =>
  cuentaDelCorte(inicio, {
    lectura: v.lectura,
    lectura_final_anterior: v.lectura_final_anterior,
    motivo: v.motivo,
    efectivo: v.efectivo,
  });

/**
 * A corte schema with what only the browser knows as it types (the machine's previous reading, its price and
 * tolerance, read by `inicio()`): a lower reading needs 'Contador reemplazado', a difference beyond the tolerance
 * needs a reason. The server checks both again. A reason left unchosen is null, and the fields of another reason
 * are not sent.
 */
export function conReglasDelCorte<S extends z.ZodType>(
  schema: S,
  inicio: () => CorteInicio | null | undefined,
): S {
  const limpio = (raw: unknown) => {
    const v = { ...(raw as Record<string, unknown>) };
    const motivo = (v.motivo || null) as MotivoDiferencia | null;
    v.motivo = motivo;
    if (motivo !== 'CONTADOR_REEMPLAZADO') v.lectura_final_anterior = null;
    if (motivo !== 'OTRO') v.motivo_texto = null;
    return v;
  };
  const reglas = (raw: unknown, ctx: z.RefinementCtx) => {
    const v = raw as Partial<CamposCorte>;
    const base = inicio();
    if (!base) return;
    if (
      typeof v.lectura === 'number' &&
      base.lectura_anterior !== null &&
      v.lectura < base.lectura_anterior &&
      v.motivo !== 'CONTADOR_REEMPLAZADO'
    ) {
      ctx.addIssue({ code: 'custom', path: ['lectura'], message: m.lecturaMenor(base.lectura_anterior) });
    }
    const cuenta = cuentaDe(base, v);
    if (cuenta.fuera && !v.motivo) {
      ctx.addIssue({
        code: 'custom',
        path: ['motivo'],
        message: m.motivoRequerido(pesosDelServidor(cuenta.tolerancia)),
      });
    }
  };
  // The preprocess makes the input `unknown`; the form's values keep the call's own shape.
  return z.preprocess(limpio, schema.superRefine(reglas)) as unknown as S;
}

/** The amount as the server writes it in its messages (`$20.00`), so the browser's message reads the same. */
const pesosDelServidor = (n: number) =>
  `$${n.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const MOTIVO_CHOICES = MOTIVOS_DIFERENCIA.map((v) => ({ value: v, label: NOMBRES_MOTIVOS[v] }));

export function CorteCampos<T extends CamposCorte>({
  form: forma,
  inicio,
  cuenta,
  motivo,
}: {
  form: FormHandle<T> & { getValues: UseFormGetValues<T>; setValue: UseFormSetValue<T> };
  inicio: CorteInicio | null | undefined;
  cuenta: CuentaCorte;
  motivo: MotivoDiferencia | '' | null | undefined;
}) {
  const form = forma as unknown as FormHandle<CamposCorte> & {
    getValues: UseFormGetValues<CamposCorte>;
    setValue: UseFormSetValue<CamposCorte>;
  };
  // 'Otro' asks for its description where the notes go, not as a second text box above them (issue 43): what was
  // typed in the notes moves into the description, and back when another reason is chosen.
  const otro = motivo === 'OTRO';
  useEffect(() => {
    const [desde, hacia] = otro ? (['notas', 'motivo_texto'] as const) : (['motivo_texto', 'notas'] as const);
    const texto = form.getValues(desde);
    if (!texto || form.getValues(hacia)) return;
    form.setValue(hacia, otro ? texto.slice(0, 255) : texto);
    form.setValue(desde, otro ? null : '');
  }, [otro, form]);
  // The server refuses a new price from anyone else; hidden, an edit sends the corte's own back unchanged.
  const admin = useSession()?.rol === ROL_ADMIN;
  const anterior =
    inicio && inicio.lectura_anterior !== null
      ? ui.lecturaAnteriorDe(
          formatQuantity(inicio.lectura_anterior),
          inicio.fecha_anterior ? formatDateTime(inicio.fecha_anterior) : null,
        )
      : undefined;
  return (
    <>
      {inicio && inicio.lectura_anterior === null && (
        // The rule for a machine without a starting reading (decision 023, addendum of 2026-11-28), before typing.
        <Alert
          variant={inicio.modo_venta === 'POR_CORTE' ? 'warning' : 'info'}
          className="small"
          data-testid="corte-sin-lectura-inicial"
        >
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {inicio.modo_venta === 'POR_CORTE' ? ui.sinLecturaInicialPorCorte : ui.sinLecturaInicialPorVenta}
        </Alert>
      )}
      <Field
        form={form}
        name="lectura"
        label={ui.lectura}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="mb-2 av-campo-grande"
        help={anterior}
        suffix="L"
      />
      <dl className="row g-2 small mb-3 av-corte-cifras">
        <div className="col-4">
          <dt className="fw-normal text-body-secondary">{ui.litros}</dt>
          <dd className="mb-0 fw-semibold" data-testid="corte-litros">
            {cuenta.litros === null ? '—' : `${formatQuantity(cuenta.litros)} L`}
          </dd>
        </div>
        <div className="col-4">
          <dt className="fw-normal text-body-secondary">{ui.precioLitro}</dt>
          <dd className="mb-0 fw-semibold">
            {cuenta.precio === null ? (inicio ? ui.sinPrecio : '—') : formatTasa(cuenta.precio)}
          </dd>
        </div>
        <div className="col-4">
          <dt className="fw-normal text-body-secondary">{ui.esperado}</dt>
          <dd className="mb-0 fw-semibold">
            {cuenta.esperado === null ? '—' : formatPesos(cuenta.esperado)}
          </dd>
        </div>
      </dl>
      <EfectivoFields form={form} />
      <p className="d-flex justify-content-between fw-semibold border-top pt-2 mb-3">
        <span>{ui.total}</span>
        <span data-testid="corte-total">{formatPesos(cuenta.contado)}</span>
      </p>
      <SelectField
        form={form}
        name="motivo"
        label={ui.motivo}
        choices={MOTIVO_CHOICES}
        help={
          cuenta.fuera ? (
            <span className="text-danger-emphasis">{ui.tolerancia(formatPesos(cuenta.tolerancia))}</span>
          ) : undefined
        }
      />
      {motivo === 'CONTADOR_REEMPLAZADO' && (
        <Field
          form={form}
          name="lectura_final_anterior"
          label={ui.lecturaFinalAnterior}
          help={ui.lecturaFinalAyuda}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          suffix="L"
        />
      )}
      {inicio?.precio_litro_siguiente != null && (
        <p className="form-text" role="note">
          <i className="bi bi-tag me-1" aria-hidden="true" />
          {ui.precioSiguienteEnCorte(formatTasa(inicio.precio_litro_siguiente))}
        </p>
      )}
      {admin && (
        <Field
          form={form}
          name="precio_litro_nuevo"
          label={ui.precioLitroNuevo}
          help={ui.precioLitroNuevoAyuda}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.0001"
          prefix="$"
        />
      )}
      {/* Keyed: two elements, so a value written to the field that left never lands in the one that came. */}
      {otro ? (
        <TextAreaField
          key="motivo_texto"
          form={form}
          name="motivo_texto"
          label={ui.motivoTexto}
          help={ui.motivoTextoAyuda}
          maxLength={255}
        />
      ) : (
        <TextAreaField key="notas" form={form} name="notas" label={ui.notas} maxLength={1000} />
      )}
      <CorteResumenBar cuenta={cuenta} />
    </>
  );
}
