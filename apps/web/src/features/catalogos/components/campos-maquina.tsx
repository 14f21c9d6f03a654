// A machine's fields, shared by the «Nueva máquina» flow and the edit dialog: name, status, sales mode, price per liter,
// starting reading and its identity (serial number, brand and model, installation day).
import { MODOS_VENTA } from '@aguavend/contract/cortes';
import { ESTATUS_MAQUINA, type MaquinaNuevaSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import type { CamposProps } from './catalogo-tab.tsx';

const ui = mensajes.uiCatalogos;
const uc = mensajes.uiCortes;

/** The machine's fields: the create flow's first part and the edit dialog. */
export function CamposMaquina({ form, fieldClass }: CamposProps<typeof MaquinaNuevaSchema>) {
  return (
    <>
      <Field form={form} name="nombre" label={ui.nombre} className={fieldClass} />
      <SelectField
        form={form}
        name="estatus"
        label={ui.estatus}
        choices={ESTATUS_MAQUINA.map((e) => ({ value: e, label: e }))}
        placeholder={false}
        className={fieldClass}
      />
      <SelectField
        form={form}
        name="modo_venta"
        label={uc.modoVenta}
        choices={MODOS_VENTA.map((m) => ({ value: m, label: uc.modosVenta[m] }))}
        placeholder={false}
        className={fieldClass}
      />
      <Field
        form={form}
        name="precio_litro"
        label={uc.precioLitro}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.0001"
        prefix="$"
        className={fieldClass}
      />
      <Field
        form={form}
        name="lectura_inicial"
        label={uc.lecturaInicial}
        help={uc.lecturaInicialAyuda}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        suffix="L"
        className={fieldClass}
      />
      <Field form={form} name="numero_serie" label={ui.numeroSerie} className={fieldClass} />
      <Field form={form} name="marca_modelo" label={ui.marcaModelo} className={fieldClass} />
      <DayField
        form={form}
        name="fecha_instalacion"
        label={ui.fechaInstalacion}
        className={fieldClass}
        optional
      />
    </>
  );
}
