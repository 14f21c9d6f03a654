// The placement dialogs of a store's page: place a machine at one of the store's addresses, move a machine standing
// there to another store's address, and withdraw it (its last day). Each is the body of its call; a refusal (a day
// in a closed month, a day before its current placement) shows inside the dialog, which stays open.
import { mensajes } from '@aguavend/contract/messages';
import { RetirarSchema, type Ubicacion, type Ubicar, UbicarSchema } from '@aguavend/contract/ubicaciones';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { type Choices, SelectInput } from '../../../components/form/select-input.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf, useMaquinaChoices, useTiendaChoices } from '../../../components/selects.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { domicilioEnLinea, useDomiciliosTienda } from '../api/get-domicilios-tienda.ts';
import { useRetirar, useUbicacionesActuales, useUbicar } from '../api/ubicaciones.ts';

const m = mensajes.ubicaciones;
const ui = m.ui;

type DialogProps = { onCancel: () => void; onSaved: (mensaje: string) => void };

/** A store's addresses as choices. */
export const useDomicilioChoices = (id_tienda: number): Choices =>
  choicesOf(useDomiciliosTienda(id_tienda), (d) => ({ value: d.id_domicilio, label: domicilioEnLinea(d) }));

/**
 * The body of /maquina/ubicar: a machine (0 until chosen), an address, from today unless another day is chosen.
 * `confirmar` may stop the call (the person declined a question); the dialog then stays open as it was.
 */
function useUbicarForm(
  id_maquina: number,
  onSaved: DialogProps['onSaved'],
  confirmar: (body: Ubicar) => Promise<boolean> = async () => true,
) {
  const ubicar = useUbicar();
  return useContractForm(UbicarSchema, {
    defaultValues: { id_maquina, id_domicilio: 0, desde: hoyEnNegocio() },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      if (!(await confirmar(body))) return;
      await ubicar.mutateAsync(body);
      onSaved(m.ubicada);
    },
  });
}

/** Where each machine stands now, by machine. */
function useActuales() {
  const actuales = useUbicacionesActuales();
  return useMemo(() => new Map((actuales.data ?? []).map((u) => [u.id_maquina, u])), [actuales.data]);
}

/**
 * 'Colocar máquina': any machine, at one of this store's addresses, from a day (today by default). Each machine says
 * where it stands now; moving one already placed elsewhere asks first (issue 43), since its placement there ends.
 */
export function ColocarDialog({ id_tienda, onCancel, onSaved }: DialogProps & { id_tienda: number }) {
  const actuales = useActuales();
  const form = useUbicarForm(0, onSaved, async (body) => {
    const u = actuales.get(body.id_maquina);
    if (!u || u.id_domicilio === body.id_domicilio) return true;
    return confirmAction(ui.confirmarMover(u.maquina, u.tienda, formatCalendarDay(u.desde)), ui.moverla);
  });
  const maquinas = useMaquinaChoices();
  const choices = {
    ...maquinas,
    options: maquinas.options.map((o) => {
      const u = actuales.get(Number(o.value));
      return {
        ...o,
        label: ui.opcionMaquina(
          o.label,
          u ? ui.colocadaEnCorto(u.tienda, formatCalendarDay(u.desde)) : ui.sinColocar,
        ),
      };
    }),
  };
  const id_elegida = Number(useWatch({ control: form.control, name: 'id_maquina' }));
  const elegida = actuales.get(id_elegida);
  return (
    <FormDialog form={form} onCancel={onCancel} title={ui.colocar}>
      <SelectField form={form} name="id_maquina" label={ui.maquina} choices={choices} />
      {id_elegida > 0 && (
        <p className="small text-body-secondary" data-testid="colocar-donde-esta">
          {elegida
            ? ui.estaAhora(elegida.tienda, elegida.domicilio, formatCalendarDay(elegida.desde))
            : ui.noEstaColocada}
        </p>
      )}
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
