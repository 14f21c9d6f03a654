// The care page's two forms, each one dialog for adding and editing: a consumable (its life in liters and/or days,
// the day and meter reading it was installed) and a sanitary task (its kind, every how many days, from when).
import { mensajes } from '@aguavend/contract/messages';
import {
  type ConsumibleFila,
  ConsumibleNuevoSchema,
  NOMBRES_TIPOS_REGISTRO,
  type TareaFila,
  TareaNuevaSchema,
  TIPOS_TAREA,
} from '@aguavend/contract/sanitario';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { dayOf } from '../../../lib/format.ts';
import {
  useCreateConsumible,
  useCreateTarea,
  useUpdateConsumible,
  useUpdateTarea,
} from '../api/registros.ts';

const ui = mensajes.uiSanitario;
/** Empty, not undefined: react-hook-form's reset leaves an input as it is for an undefined value. */
const vacio = '' as unknown as number;

type Dialogo<R> = {
  id_maquina: number;
  /** The row edited; absent, a new one. */
  fila?: R;
  onCancel: () => void;
  onSaved: (texto: string) => void;
};

export function ConsumibleDialog({ id_maquina, fila, onCancel, onSaved }: Dialogo<ConsumibleFila>) {
  const crear = useCreateConsumible();
  const editar = useUpdateConsumible();
  const form = useContractForm(ConsumibleNuevoSchema, {
    defaultValues: {
      id_maquina,
      nombre: fila?.nombre ?? '',
      vida_litros: fila?.vida_litros ?? vacio,
      vida_dias: fila?.vida_dias ?? vacio,
      instalado: fila?.instalado ?? dayOf(new Date()),
      lectura_instalacion: fila?.lectura_instalacion ?? vacio,
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await (fila
        ? editar.mutateAsync({ ...body, id_consumible: fila.id_consumible })
        : crear.mutateAsync(body));
      onSaved(ui.consumibleGuardado);
    },
  });
  const numero = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;
  return (
    <FormDialog
      form={form}
      onCancel={onCancel}
      title={fila ? ui.editarConsumible(fila.nombre) : ui.agregarConsumible}
    >
      <Field form={form} name="nombre" label={ui.nombre} maxLength={80} />
      <div className="row g-2">
        <Field form={form} name="vida_litros" label={ui.vidaLitros} className="col-sm-6 mb-1" {...numero} />
        <Field form={form} name="vida_dias" label={ui.vidaDias} className="col-sm-6 mb-1" {...numero} />
      </div>
      <p className="form-text mt-0 mb-3">{ui.vidaAyuda}</p>
      <div className="row g-2">
        <DayField form={form} name="instalado" label={ui.instalado} className="col-sm-6 mb-3" />
        <Field
          form={form}
          name="lectura_instalacion"
          label={ui.lecturaInstalacion}
          className="col-sm-6 mb-3"
          {...numero}
          min={0}
        />
      </div>
    </FormDialog>
  );
}

export function TareaDialog({ id_maquina, fila, onCancel, onSaved }: Dialogo<TareaFila>) {
  const crear = useCreateTarea();
  const editar = useUpdateTarea();
  const form = useContractForm(TareaNuevaSchema, {
    defaultValues: {
      id_maquina,
      tipo: fila?.tipo ?? 'LIMPIEZA',
      frecuencia_dias: fila?.frecuencia_dias ?? vacio,
      desde: fila?.desde ?? dayOf(new Date()),
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await (fila ? editar.mutateAsync({ ...body, id_tarea: fila.id_tarea }) : crear.mutateAsync(body));
      onSaved(ui.tareaGuardada);
    },
  });
  return (
    <FormDialog
      form={form}
      onCancel={onCancel}
      title={fila ? ui.editarTarea(NOMBRES_TIPOS_REGISTRO[fila.tipo]) : ui.agregarTarea}
    >
      <SelectField
        form={form}
        name="tipo"
        label={ui.tipo}
        placeholder={false}
        choices={TIPOS_TAREA.map((t) => ({ value: t, label: NOMBRES_TIPOS_REGISTRO[t] }))}
      />
      <Field
        form={form}
        name="frecuencia_dias"
        label={ui.frecuencia}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
      />
      <DayField form={form} name="desde" label={ui.desde} />
    </FormDialog>
  );
}
