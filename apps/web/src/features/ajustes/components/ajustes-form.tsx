// 'Ajustes del negocio' (ADMIN): the corte's tolerance, the product a corte's water sale is recorded with, the
// days without a sale after which Inicio flags a machine, the water-quality ranges and the attachments' quotas.
// The form's values are the body of /ajustes/editar.
import { type Ajustes, AjustesSchema } from '@aguavend/contract/ajustes';
import { mensajes } from '@aguavend/contract/messages';
import { Card } from 'react-bootstrap';
import { z } from 'zod';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useProductoChoices } from '../../../components/selects.tsx';
import { formatPesos } from '../../../lib/format.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useGuardarAjustes } from '../api/ajustes.ts';

const ui = mensajes.uiAjustes;

type Limite = { name: keyof Ajustes & `${'entrada' | 'producto'}_${string}`; label: string; unidad?: string };

/** The two points a reading is taken at, each with its limits (the product's chlorine has no minimum). */
const PUNTOS: { id: string; titulo: string; ayuda: string; limites: Limite[] }[] = [
  {
    id: 'entrada',
    titulo: ui.entrada,
    ayuda: ui.entradaAyuda,
    limites: [
      { name: 'entrada_cloro_min', label: ui.cloroMin, unidad: 'mg/L' },
      { name: 'entrada_cloro_max', label: ui.cloroMax, unidad: 'mg/L' },
      { name: 'entrada_ph_min', label: ui.phMin },
      { name: 'entrada_ph_max', label: ui.phMax },
      { name: 'entrada_sdt_max', label: ui.sdtMax, unidad: 'mg/L' },
    ],
  },
  {
    id: 'producto',
    titulo: ui.producto,
    ayuda: ui.productoAyuda,
    limites: [
      { name: 'producto_cloro_max', label: ui.cloroMax, unidad: 'mg/L' },
      { name: 'producto_ph_min', label: ui.phMin },
      { name: 'producto_ph_max', label: ui.phMax },
      { name: 'producto_sdt_max', label: ui.sdtMax, unidad: 'mg/L' },
    ],
  },
];

/** The select's "nothing chosen" is 0 (spec §4); the call's is null. */
const FormSchema = AjustesSchema.safeExtend({
  id_producto_agua: z
    .number()
    .int()
    .min(0)
    .transform((v) => (v === 0 ? null : v)),
});

export function AjustesForm({ ajustes }: { ajustes: Ajustes }) {
  const guardar = useGuardarAjustes();
  const form = useContractForm(FormSchema, {
    defaultValues: { ...ajustes, id_producto_agua: ajustes.id_producto_agua ?? 0 },
    onSubmit: async (body) => {
      const [guardados] = await guardar.mutateAsync(body);
      if (guardados) form.reset({ ...guardados, id_producto_agua: guardados.id_producto_agua ?? 0 });
      await notify(successNotice(mensajes.ajustes.guardados));
    },
  });
  const monto = Number(form.watch('corte_tolerancia_monto')) || 0;
  const porcentaje = Number(form.watch('corte_tolerancia_porcentaje')) || 0;
  return (
    <Card className="shadow-sm" style={{ maxWidth: 640 }}>
      <Card.Body>
        <FormView form={form} label={ui.titulo}>
          <h2 className="h6 text-body-secondary text-uppercase mb-3">{ui.cortes}</h2>
          <div className="row g-3">
            <Field
              className="col-sm-6"
              form={form}
              name="corte_tolerancia_monto"
              label={ui.toleranciaMonto}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              prefix="$"
            />
            <Field
              className="col-sm-6"
              form={form}
              name="corte_tolerancia_porcentaje"
              label={ui.toleranciaPorcentaje}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              suffix="%"
            />
          </div>
          <p className="form-text mt-1 mb-3">{ui.toleranciaAyuda(formatPesos(monto), String(porcentaje))}</p>
          <SelectField
            form={form}
            name="id_producto_agua"
            label={ui.productoAgua}
            help={ui.productoAguaAyuda}
            placeholder={ui.sinProducto}
            choices={useProductoChoices(false)}
          />
          <h2 className="h6 text-body-secondary text-uppercase mt-4 mb-3">{ui.alertas}</h2>
          <div className="row g-3 mb-3">
            <Field
              className="col-sm-6"
              form={form}
              name="alerta_dias_sin_venta"
              label={ui.diasSinVenta}
              help={ui.diasSinVentaAyuda}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step="1"
            />
            <Field
              className="col-sm-6"
              form={form}
              name="alerta_dias_sin_corte"
              label={ui.diasSinCorte}
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step="1"
            />
          </div>
          <h2 className="h6 text-body-secondary text-uppercase mt-4 mb-1">{ui.calidadAgua}</h2>
          <p className="form-text mt-0 mb-3">{ui.calidadAguaAyuda}</p>
          {PUNTOS.map((p) => (
            // A group per point: its limits share their labels with the other point's, and the legend tells them apart.
            <fieldset key={p.id} className="mb-3" aria-describedby={`ajustes-${p.id}-ayuda`}>
              <legend className="fs-6 fw-semibold mb-1">{p.titulo}</legend>
              <p id={`ajustes-${p.id}-ayuda`} className="form-text mt-0 mb-2">
                {p.ayuda}
              </p>
              <div className="row g-3">
                {p.limites.map((l) => (
                  <Field
                    key={l.name}
                    className="col-sm-6"
                    form={form}
                    name={l.name}
                    label={l.label}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    {...(l.unidad ? { suffix: l.unidad } : {})}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <h2 className="h6 text-body-secondary text-uppercase mt-4 mb-1">{ui.adjuntos}</h2>
          <p className="form-text mt-0 mb-3">{ui.adjuntosAyuda}</p>
          <div className="row g-3 mb-3">
            {(
              [
                ['adjuntos_mib_maquina', ui.adjuntosMaquina],
                ['adjuntos_mib_total', ui.adjuntosTotal],
              ] as const
            ).map(([name, label]) => (
              <Field
                key={name}
                className="col-sm-6"
                form={form}
                name={name}
                label={label}
                type="number"
                inputMode="numeric"
                min={1}
                max={1_000_000}
                step="1"
                suffix="MiB"
              />
            ))}
          </div>
          <SubmitButton form={form}>{ui.guardar}</SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
