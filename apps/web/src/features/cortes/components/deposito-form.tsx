// 'Registrar depósito': the date, amount and bank reference of a deposit, the collector whose cash it carries (an
// ADMIN chooses; anyone else is that collector) and the cortes it covers, chosen from that collector's cortes not
// yet deposited; the amount is filled with their sum as they are ticked. The values are the body of /deposito/new.
import { DepositoNuevoSchema } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { CheckboxListField, SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field, TextAreaField } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf } from '../../../components/selects.tsx';
import { dayOf, formatDay, formatPesos } from '../../../lib/format.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useColectores } from '../api/cortes.ts';
import { useCortesSinDeposito, useCreateDeposito } from '../api/depositos.ts';

const ui = mensajes.uiCortes;

const nuevo = (id_colector: number | undefined) => ({
  fecha: dayOf(new Date()),
  monto: undefined as unknown as number,
  referencia: '',
  ...(id_colector ? { id_colector } : {}),
  cortes: [] as number[],
  notas: '',
});

export function DepositoForm() {
  const session = useSession();
  const admin = session?.rol === ROL_ADMIN;
  const uid = session?.user.id_usuario ?? 0;
  const crear = useCreateDeposito();
  const form = useContractForm(DepositoNuevoSchema, {
    defaultValues: nuevo(admin ? uid : undefined),
    noticeFields: ['cortes'],
    onSubmit: async (body) => {
      await crear.mutateAsync(body);
      form.reset(nuevo(body.id_colector));
      await notify(successNotice(mensajes.cortes.depositoRegistrado));
    },
  });
  const { control, setValue } = form;
  const id_colector = useWatch({ control, name: 'id_colector' });
  const elegidos = useWatch({ control, name: 'cortes' });
  const sinDeposito = useCortesSinDeposito(admin ? id_colector : undefined);
  const cortes = sinDeposito.data ?? [];

  // A new collector's cortes are other cortes: the choice starts again.
  useEffect(() => {
    if (id_colector !== undefined) setValue('cortes', []);
  }, [id_colector, setValue]);
  // The amount follows the cortes ticked, each for what it leaves to deposit: its box less what was paid from it to
  // stores (decision 040). It stays editable: a deposit may carry a little more or less.
  const aDepositar = (c: (typeof cortes)[number]) => Math.round(c.a_depositar * 100);
  const suma = cortes
    .filter((c) => (elegidos ?? []).includes(c.id_corte))
    .reduce((s, c) => s + aDepositar(c), 0);
  useEffect(() => {
    if ((elegidos ?? []).length > 0) setValue('monto', suma / 100);
  }, [suma, elegidos, setValue]);

  const colectores = useColectores(admin);
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.registrarDeposito}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.registrarDeposito}>
          {admin && (
            <SelectField
              form={form}
              name="id_colector"
              label={ui.colector}
              placeholder={false}
              choices={choicesOf(colectores, (u) => ({
                value: u.id_usuario,
                label: [u.nombre, u.ap_paterno].filter(Boolean).join(' ') || u.username,
              }))}
            />
          )}
          <CheckboxListField
            form={form}
            name="cortes"
            label={ui.cortesDeposito}
            choices={choicesOf(sinDeposito, (c) => ({
              value: c.id_corte,
              label: ui.corteOpcion(
                c.id_corte,
                formatDay(c.fecha),
                c.maquina,
                formatPesos(aDepositar(c) / 100),
              ),
            }))}
          />
          <DayField form={form} name="fecha" label={ui.fecha} />
          <Field
            form={form}
            name="monto"
            label={ui.monto}
            help={ui.montoAyuda}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            prefix="$"
          />
          <Field form={form} name="referencia" label={ui.referencia} maxLength={60} />
          <TextAreaField form={form} name="notas" label={ui.notas} maxLength={1000} />
          <SubmitButton form={form}>{ui.guardarDeposito}</SubmitButton>
        </FormView>
      </Card.Body>
    </Card>
  );
}
