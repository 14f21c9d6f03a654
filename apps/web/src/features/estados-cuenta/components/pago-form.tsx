// 'Registrar pago': the store, the day, the amount, the method and an optional reference, the body of /pago/new;
// when the store's machines have cortes not yet deposited, whether it was paid from one of those cash boxes
// (decision 040: then it is cash). Under it, how a payment is applied (to the store's oldest pending month first)
// and, once a store is chosen, what each of its months still owes today, oldest first: where the payment will go.
import { METODOS_PAGO, NOMBRES_METODOS_PAGO, PagoNuevoSchema } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Card, Table } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf, useTiendaChoices } from '../../../components/selects.tsx';
import { dayOf, formatDay, formatPesos } from '../../../lib/format.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { usePendientesTienda } from '../api/estados.ts';
import { useCreatePago, usePagoCortes } from '../api/pagos.ts';
import { nombreMes } from './mes.ts';

const ui = mensajes.estadosCuenta.ui;

const nuevo = (id_tienda = 0) => ({
  id_tienda,
  fecha: dayOf(new Date()),
  // Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value.
  monto: '' as unknown as number,
  metodo: 'TRANSFERENCIA' as const,
  referencia: '',
  id_corte: 0,
});

/** The chosen store's months with something pending today, oldest first. */
function PendientesTienda({ id_tienda }: { id_tienda: number }) {
  const pendientes = usePendientesTienda(id_tienda);
  if (!(id_tienda > 0)) return <p className="small text-body-secondary mb-3">{ui.pendientesEligeTienda}</p>;
  const filas = pendientes.data;
  if (!filas) return null;
  return (
    <section className="mb-3" aria-label={ui.pendientesTitulo}>
      <h3 className="h6 fw-bold mb-1">{ui.pendientesTitulo}</h3>
      {filas.length === 0 ? (
        <p className="small text-body-secondary mb-0">{ui.pendientesVacio}</p>
      ) : (
        <Table size="sm" className="mb-0 small">
          <thead>
            <tr>
              <th scope="col">{ui.mes}</th>
              <th scope="col" className="text-end">
                {ui.colCargos}
              </th>
              <th scope="col" className="text-end">
                {ui.colPendiente}
              </th>
            </tr>
          </thead>
          <tbody>
            {filas.map((e) => (
              <tr key={e.mes}>
                <td>{nombreMes(e.mes)}</td>
                <td className="text-end text-nowrap">{formatPesos(e.total)}</td>
                <td className="text-end text-nowrap">{formatPesos(e.pendiente)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

export function PagoForm() {
  const crear = useCreatePago();
  const form = useContractForm(PagoNuevoSchema, {
    defaultValues: nuevo(),
    onSubmit: async (body) => {
      await crear.mutateAsync(body);
      form.reset(nuevo(body.id_tienda));
      await notify(successNotice(mensajes.estadosCuenta.pagoRegistrado));
    },
  });
  const tienda = Number(useWatch({ control: form.control, name: 'id_tienda' })) || 0;
  const delCorte = Number(useWatch({ control: form.control, name: 'id_corte' })) > 0;
  const cortes = usePagoCortes(tienda);
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrarPago}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.registrarPago}>
          <SelectField
            form={form}
            name="id_tienda"
            label={ui.colTienda}
            choices={useTiendaChoices()}
            onValueChange={() => form.setValue('id_corte', 0)}
          />
          <DayField form={form} name="fecha" label={ui.fecha} />
          <Field
            form={form}
            name="monto"
            label={ui.monto}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            prefix="$"
          />
          {(cortes.data?.length ?? 0) > 0 && (
            <SelectField
              form={form}
              name="id_corte"
              label={ui.descontadoCorte}
              help={ui.descontadoAyuda}
              placeholder={ui.pagoAparte}
              choices={choicesOf(cortes, (c) => ({
                value: c.id_corte,
                label: ui.corteDisponible(c.maquina, formatDay(c.fecha), formatPesos(c.disponible)),
              }))}
              onValueChange={(v: number) => {
                if (v > 0) form.setValue('metodo', 'EFECTIVO');
              }}
            />
          )}
          <RadioField
            form={form}
            name="metodo"
            label={ui.metodo}
            disabled={delCorte}
            choices={METODOS_PAGO.map((v) => ({ value: v, label: NOMBRES_METODOS_PAGO[v] }))}
          />
          <Field form={form} name="referencia" label={ui.referenciaOpcional} maxLength={100} />
          <p className="form-text" id="pago-ayuda">
            <i className="bi bi-info-circle me-1" aria-hidden="true" />
            {ui.pagoAyuda}
          </p>
          <PendientesTienda id_tienda={tienda} />
          <SubmitButton form={form}>{ui.guardarPago}</SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
