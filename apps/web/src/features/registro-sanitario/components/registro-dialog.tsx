// 'Nueva entrada' and its edit: one form over the contract's entry schema whose fields follow the kind chosen — a
// cleaning its substance and concentration, a reading its point and values with the point's ranges beside them, a
// laboratory analysis its laboratory, result and report (uploaded once the entry is saved), a part replaced its
// consumable and the meter. Only the kind's own fields are sent.
import { mensajes } from '@aguavend/contract/messages';
import {
  NOMBRES_PUNTOS,
  NOMBRES_RESULTADOS,
  NOMBRES_TIPOS_REGISTRO,
  PUNTOS_LECTURA,
  type PuntoLectura,
  type Rangos,
  RESULTADOS_ANALISIS,
  type RegistroFila,
  RegistroNuevoSchema,
  TAMANO_MAXIMO_ADJUNTO,
  TIPOS_REGISTRO,
  type TipoRegistro,
  type ValorLectura,
} from '@aguavend/contract/sanitario';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field, TextAreaField } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import type { Choices } from '../../../components/form/select-input.tsx';
import { type ContractForm, useContractForm } from '../../../components/form/use-contract-form.ts';
import { useMaquinaChoices } from '../../../components/selects.tsx';
import { dayOf } from '../../../lib/format.ts';
import { failureNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import {
  useCreateRegistro,
  useMaquinaSanitaria,
  useSubirAdjunto,
  useUpdateRegistro,
} from '../api/registros.ts';
import { rangoDe } from './rangos.tsx';

const ui = mensajes.uiSanitario;
const m = mensajes.sanitario;

type Schema = typeof RegistroNuevoSchema;
type Valores = z.output<Schema>;
type RegistroForm = ContractForm<Schema>;

/** The fields each kind keeps; the others go as null, so an entry never carries another kind's leftovers. */
export const CAMPOS_POR_TIPO: Record<TipoRegistro, readonly (keyof Valores)[]> = {
  LIMPIEZA: ['sustancia', 'concentracion'],
  LECTURA: ['punto', 'cloro', 'ph', 'sdt'],
  ANALISIS: ['laboratorio', 'resultado'],
  REEMPLAZO: ['id_consumible', 'lectura_medidor'],
};
const PROPIOS: readonly string[] = Object.values(CAMPOS_POR_TIPO).flat();

/**
 * The values a kind sends: its own fields as typed (an untouched number as null), every other kind's as null, so an
 * entry never carries another kind's leftovers and a field the kind does not show never blocks the form.
 */
export function soloDelTipo(valores: unknown): unknown {
  const v = valores as Record<string, unknown> & { tipo: TipoRegistro };
  const propios = new Set<string>(CAMPOS_POR_TIPO[v.tipo] ?? []);
  const cuerpo = { ...v };
  for (const k of PROPIOS) if (!propios.has(k) || cuerpo[k] === '') cuerpo[k] = null;
  if (cuerpo.notas === '') cuerpo.notas = null;
  return cuerpo;
}

/** The contract's entry schema over the kind's own values (the form keeps every kind's fields while it is open). */
const schema = z.preprocess(soloDelTipo, RegistroNuevoSchema) as unknown as Schema;

/** Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value. */
const vacio = '' as unknown as number;

function valoresDe(r: RegistroFila | undefined, inicial: Inicial) {
  return {
    id_maquina: r?.id_maquina ?? inicial.id_maquina,
    tipo: r?.tipo ?? inicial.tipo ?? 'LIMPIEZA',
    fecha: r?.fecha ?? dayOf(new Date()),
    responsable: r?.responsable ?? '',
    sustancia: r?.sustancia ?? '',
    concentracion: r?.concentracion ?? '',
    punto: r?.punto ?? null,
    cloro: r?.cloro ?? vacio,
    ph: r?.ph ?? vacio,
    sdt: r?.sdt ?? vacio,
    laboratorio: r?.laboratorio ?? '',
    resultado: r?.resultado ?? null,
    id_consumible: r?.id_consumible ?? inicial.id_consumible ?? 0,
    lectura_medidor: r?.lectura_medidor ?? vacio,
    notas: r?.notas ?? '',
  };
}

/** What a new entry starts with: the machine shown, and a kind or consumable when a page asks for one. */
export type Inicial = { id_maquina: number; tipo?: TipoRegistro; id_consumible?: number };

const VALORES: { valor: ValorLectura; label: string; step: string }[] = [
  { valor: 'cloro', label: ui.cloro, step: '0.01' },
  { valor: 'ph', label: ui.ph, step: '0.01' },
  { valor: 'sdt', label: ui.sdt, step: '0.1' },
];

/** A reading's point and values, each with its point's range under it. */
function CamposLectura({ form, rangos }: { form: RegistroForm; rangos: Rangos | undefined }) {
  const punto = useWatch({ control: form.control, name: 'punto' }) as PuntoLectura | null;
  return (
    <>
      <RadioField
        form={form}
        name="punto"
        label={ui.punto}
        choices={PUNTOS_LECTURA.map((p) => ({ value: p, label: NOMBRES_PUNTOS[p] }))}
      />
      <div className="row g-2">
        {VALORES.map(({ valor, label, step }) => (
          <Field
            key={valor}
            form={form}
            name={valor}
            label={label}
            className="col-sm-4 mb-3"
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            help={
              punto && rangos
                ? ui.rangoDe(NOMBRES_PUNTOS[punto].toLowerCase(), rangoDe(rangos, punto, valor))
                : undefined
            }
          />
        ))}
      </div>
    </>
  );
}

/** The report of an analysis: chosen here, uploaded after the entry is saved. */
function InformeInput({ onChange, error }: { onChange: (f: File | null) => void; error: string | null }) {
  const id = useId();
  return (
    <Form.Group className="mb-3" controlId={`informe${id.replace(/:/g, '')}`}>
      <Form.Label>{ui.informe}</Form.Label>
      <Form.Control
        type="file"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        isInvalid={error !== null}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Text className="d-block">{ui.informeAyuda}</Form.Text>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </Form.Group>
  );
}

export function RegistroDialog({
  registro,
  inicial,
  onCancel,
  onSaved,
}: {
  /** The entry edited; absent, a new one. */
  registro?: RegistroFila;
  inicial: Inicial;
  onCancel: () => void;
  onSaved: (texto: string) => void;
}) {
  const crear = useCreateRegistro();
  const editar = useUpdateRegistro();
  const subir = useSubirAdjunto();
  const [informe, setInforme] = useState<File | null>(null);
  const [errorInforme, setErrorInforme] = useState<string | null>(null);
  const form = useContractForm(schema, {
    defaultValues: valoresDe(registro, inicial),
    failureDisplay: 'banner',
    onSubmit: async (valores) => {
      const archivo = valores.tipo === 'ANALISIS' ? informe : null;
      if (archivo && archivo.size > TAMANO_MAXIMO_ADJUNTO) {
        setErrorInforme(m.adjuntoGrande);
        return;
      }
      const [fila] = registro
        ? await editar.mutateAsync({ ...valores, id_registro: registro.id_registro })
        : await crear.mutateAsync(valores);
      if (archivo && fila) {
        try {
          await subir.mutateAsync({ id_registro: fila.id_registro, archivo });
        } catch (err) {
          // The entry stands: say which report is missing, and the server's reason under it.
          const aviso = failureNotice(err);
          if (aviso) await notify({ ...aviso, text: ui.adjuntoFallido(archivo.name), footer: aviso.text });
        }
      }
      onSaved(registro ? ui.actualizada : ui.guardada);
    },
  });
  const [tipo, id_maquina] = useWatch({ control: form.control, name: ['tipo', 'id_maquina'] });
  const cuidado = useMaquinaSanitaria(id_maquina);
  const consumibles: Choices = {
    options: (cuidado.data?.consumibles ?? []).map((c) => ({ value: c.id_consumible, label: c.nombre })),
    loading: cuidado.isLoading,
    failed: cuidado.isError,
    retry: () => void cuidado.refetch(),
  };
  return (
    <FormDialog
      form={form}
      onCancel={onCancel}
      size="lg"
      title={registro ? ui.editarEntrada(registro.id_registro) : ui.nuevaEntrada}
    >
      <div className="row g-2">
        <SelectField
          form={form}
          name="id_maquina"
          label={ui.maquina}
          className="col-sm-6 mb-3"
          choices={useMaquinaChoices()}
        />
        <SelectField
          form={form}
          name="tipo"
          label={ui.tipo}
          className="col-sm-6 mb-3"
          placeholder={false}
          choices={TIPOS_REGISTRO.map((t) => ({ value: t, label: NOMBRES_TIPOS_REGISTRO[t] }))}
        />
        <DayField form={form} name="fecha" label={ui.fecha} className="col-sm-6 mb-3" />
        <Field
          form={form}
          name="responsable"
          label={ui.responsable}
          className="col-sm-6 mb-3"
          maxLength={120}
        />
      </div>
      {tipo === 'LIMPIEZA' && (
        <div className="row g-2">
          <Field
            form={form}
            name="sustancia"
            label={ui.sustancia}
            className="col-sm-7 mb-3"
            maxLength={120}
          />
          <Field
            form={form}
            name="concentracion"
            label={ui.concentracion}
            className="col-sm-5 mb-3"
            maxLength={60}
          />
        </div>
      )}
      {tipo === 'LECTURA' && <CamposLectura form={form} rangos={cuidado.data?.rangos} />}
      {tipo === 'ANALISIS' && (
        <>
          <Field form={form} name="laboratorio" label={ui.laboratorio} maxLength={120} />
          <RadioField
            form={form}
            name="resultado"
            label={ui.resultado}
            choices={RESULTADOS_ANALISIS.map((r) => ({ value: r, label: NOMBRES_RESULTADOS[r] }))}
          />
          <InformeInput
            error={errorInforme}
            onChange={(f) => {
              setInforme(f);
              setErrorInforme(f && f.size > TAMANO_MAXIMO_ADJUNTO ? m.adjuntoGrande : null);
            }}
          />
        </>
      )}
      {tipo === 'REEMPLAZO' && (
        <div className="row g-2">
          <SelectField
            form={form}
            name="id_consumible"
            label={ui.consumible}
            className="col-sm-7 mb-3"
            choices={consumibles}
          />
          <Field
            form={form}
            name="lectura_medidor"
            label={ui.lecturaMedidor}
            className="col-sm-5 mb-3"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </div>
      )}
      <TextAreaField form={form} name="notas" label={ui.notas} maxLength={2000} />
    </FormDialog>
  );
}
