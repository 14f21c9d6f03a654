// The placement dialogs of a store's page: place a machine at one of the store's addresses, move a machine standing
// there to another store's address, and withdraw it (its last day). Each is the body of its call; a refusal (a day
// in a closed month, a day before its current placement) shows inside the dialog, which stays open.
import { mensajes } from '@aguavend/contract/messages';
import { RetirarSchema, type Ubicacion, UbicarSchema } from '@aguavend/contract/ubicaciones';
import { useState } from 'react';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { type Choices, SelectInput } from '../../../components/form/select-input.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf, useMaquinaChoices, useTiendaChoices } from '../../../components/selects.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { domicilioEnLinea, useDomiciliosTienda } from '../api/get-domicilios-tienda.ts';
import { useRetirar, useUbicar } from '../api/ubicaciones.ts';

const m = mensajes.ubicaciones;
const ui = m.ui;

type DialogProps = { onCancel: () => void; onSaved: (mensaje: string) => void };

/** A store's addresses as choices. */
export const useDomicilioChoices = (id_tienda: number): Choices =>
  choicesOf(useDomiciliosTienda(id_tienda), (d) => ({ value: d.id_domicilio, label: domicilioEnLinea(d) }));

/** The body of /maquina/ubicar: a machine (0 until chosen), an address, from today unless another day is chosen. */
function useUbicarForm(id_maquina: number, onSaved: DialogProps['onSaved']) {
  const ubicar = useUbicar();
  return useContractForm(UbicarSchema, {
    defaultValues: { id_maquina, id_domicilio: 0, desde: hoyEnNegocio() },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await ubicar.mutateAsync(body);
      onSaved(m.ubicada);
    },
  });
}

/** 'Colocar máquina': any machine, at one of this store's addresses, from a day (today by default). */
export function ColocarDialog({ id_tienda, onCancel, onSaved }: DialogProps & { id_tienda: number }) {
  const form = useUbicarForm(0, onSaved);
  return (
    <FormDialog form={form} onCancel={onCancel} title={ui.colocar}>
      <SelectField form={form} name="id_maquina" label={ui.maquina} choices={useMaquinaChoices()} />
      <SelectField
        form={form}
        name="id_domicilio"
        label={ui.domicilio}
        choices={useDomicilioChoices(id_tienda)}
      />
      <DayField form={form} name="desde" label={ui.desde} help={ui.desdeAyuda} />
    </FormDialog>
  );
}

/** 'Mover': the machine to an address of this or another store (store first, then its address), from a day. */
export function MoverDialog({ ubicacion, onCancel, onSaved }: DialogProps & { ubicacion: Ubicacion }) {
  const [id_tienda, setTienda] = useState(ubicacion.id_tienda);
  const domicilios = useDomicilioChoices(id_tienda);
  const form = useUbicarForm(ubicacion.id_maquina, onSaved);
  return (
    <FormDialog form={form} onCancel={onCancel} title={ui.moverDe(ubicacion.maquina)}>
      <p className="small text-body-secondary">
        {`${ubicacion.tienda} · ${ubicacion.domicilio} · ${ui.desde} ${formatCalendarDay(ubicacion.desde)}`}
      </p>
      <SelectInput
        label={ui.tiendaDestino}
        className="mb-3"
        choices={useTiendaChoices()}
        value={id_tienda}
        onChange={(id) => {
          setTienda(id);
          form.setValue('id_domicilio', 0);
        }}
      />
      <SelectField
        form={form}
        name="id_domicilio"
        label={ui.domicilioDestino}
        help={id_tienda ? undefined : ui.eligeTienda}
        disabled={!id_tienda}
        choices={domicilios}
      />
      <DayField form={form} name="desde" label={ui.desde} help={ui.desdeAyuda} />
    </FormDialog>
  );
}

/** 'Retirar': the machine's last day at the store (today by default). */
export function RetirarDialog({ ubicacion, onCancel, onSaved }: DialogProps & { ubicacion: Ubicacion }) {
  const retirar = useRetirar();
  const form = useContractForm(RetirarSchema, {
    defaultValues: { id_maquina: ubicacion.id_maquina, hasta: hoyEnNegocio() },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await retirar.mutateAsync(body);
      onSaved(m.retirada);
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel} title={ui.retirarDe(ubicacion.maquina)}>
      <p className="small text-body-secondary">
        {`${ubicacion.domicilio} · ${ui.desde} ${formatCalendarDay(ubicacion.desde)}`}
      </p>
      <DayField form={form} name="hasta" label={ui.hasta} help={ui.hastaAyuda} />
    </FormDialog>
  );
}
