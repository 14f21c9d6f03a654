// 'Nuevo convenio': the body of /convenio/new. The amounts asked follow the chosen type (CAMPOS_CONVENIO): a
// percentage with its base (con o sin IVA), an amount per unit with the products it counts, an amount per liter, a
// monthly rent, or rent plus percentage; a guaranteed minimum is optional for every type. Changing the type clears
// the amounts the new type does not take, as the schema refuses them.
import {
  BASES_IVA,
  CAMPOS_CONVENIO,
  ConvenioNuevoSchema,
  NOMBRES_BASES_IVA,
  NOMBRES_TIPOS_CONVENIO,
  TIPOS_CONVENIO,
  type TipoConvenio,
} from '@aguavend/contract/convenios';
import { mensajes } from '@aguavend/contract/messages';
import { useWatch } from 'react-hook-form';
import { CheckboxListField, RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field, TextAreaField } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useProductoChoices } from '../../../components/selects.tsx';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { useCrearConvenio } from '../api/convenios.ts';

const m = mensajes.convenios;
const ui = m.ui;

/** The amounts that depend on the type; each is cleared when the chosen type does not take it. */
const MONTOS = ['porcentaje', 'base_iva', 'monto_unidad', 'productos', 'monto_litro', 'renta'] as const;

const TIPOS = TIPOS_CONVENIO.map((t) => ({ value: t, label: NOMBRES_TIPOS_CONVENIO[t] }));
const BASES = BASES_IVA.map((b) => ({
  value: b,
  label: NOMBRES_BASES_IVA[b].charAt(0).toUpperCase() + NOMBRES_BASES_IVA[b].slice(1),
}));

export function ConvenioDialog({
  id_tienda,
  onCancel,
  onSaved,
}: {
  id_tienda: number;
  onCancel: () => void;
  onSaved: (mensaje: string) => void;
}) {
  const crear = useCrearConvenio();
  const productos = useProductoChoices(false);
  const form = useContractForm(ConvenioNuevoSchema, {
    defaultValues: { id_tienda, tipo: '' as TipoConvenio, desde: hoyEnNegocio(), hasta: null, productos: [] },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await crear.mutateAsync(body);
      onSaved(m.registrado);
    },
  });
  const tipo = useWatch({ control: form.control, name: 'tipo' }) as TipoConvenio | '';
  const propios = tipo ? CAMPOS_CONVENIO[tipo] : [];
  const pide = (campo: string) => propios.includes(campo);
  const cambiarTipo = (nuevo: TipoConvenio | '') => {
    const suyos = nuevo ? CAMPOS_CONVENIO[nuevo] : [];
    for (const campo of MONTOS) {
      if (suyos.includes(campo)) {
        if (campo === 'base_iva' && !form.getValues('base_iva')) form.setValue('base_iva', 'CON_IVA');
      } else {
        form.setValue(campo, campo === 'productos' ? [] : null);
        form.clearErrors(campo);
      }
    }
  };

  return (
    <FormDialog form={form} onCancel={onCancel} title={ui.nuevo} size="lg">
      <SelectField form={form} name="tipo" label={ui.tipo} choices={TIPOS} onValueChange={cambiarTipo} />
      <div className="row g-3 mb-3">
        {pide('renta') && (
          <Field
            form={form}
            name="renta"
            label={ui.renta}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            prefix="$"
            className="col-sm-6"
          />
        )}
        {pide('porcentaje') && (
          <Field
            form={form}
            name="porcentaje"
            label={ui.porcentaje}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.0001"
            suffix="%"
            className="col-sm-6"
          />
        )}
        {pide('base_iva') && (
          <RadioField form={form} name="base_iva" label={ui.baseIva} choices={BASES} className="col-sm-6" />
        )}
        {pide('monto_unidad') && (
          <Field
            form={form}
            name="monto_unidad"
            label={ui.montoUnidad}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.0001"
            prefix="$"
            className="col-sm-6"
          />
        )}
        {pide('productos') && (
          <CheckboxListField
            form={form}
            name="productos"
            label={ui.productos}
            choices={productos}
            className="col-12"
          />
        )}
        {pide('monto_litro') && (
          <Field
            form={form}
            name="monto_litro"
            label={ui.montoLitro}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.0001"
            prefix="$"
            className="col-sm-6"
          />
        )}
        {tipo && (
          <Field
            form={form}
            name="minimo"
            label={ui.minimo}
            help={ui.minimoAyuda}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            prefix="$"
            className="col-sm-6"
          />
        )}
      </div>
      <div className="row g-3 mb-3">
        <DayField form={form} name="desde" label={ui.desde} help={ui.desdeAyuda} className="col-sm-6" />
        <DayField form={form} name="hasta" label={ui.hasta} optional className="col-sm-6" />
      </div>
      <TextAreaField form={form} name="notas" label={ui.notas} rows={2} maxLength={255} />
    </FormDialog>
  );
}
