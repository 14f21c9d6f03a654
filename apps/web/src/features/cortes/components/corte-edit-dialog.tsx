// The edit dialog of a corte: its date and the corte's fields, judged against the corte's own previous reading and
// price; an approved corte (ADMIN only) also asks the reason for the change, kept in the bitácora. The values are
// the body of /corte/editar.
import { CorteEditarSchema, type MotivoDiferencia } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { type CorteInicio, type CorteRow, useCorteInicio, useUpdateCorte } from '../api/cortes.ts';
import { CorteCampos, conReglasDelCorte, cuentaDe } from './corte-campos.tsx';

const ui = mensajes.uiCortes;

export function CorteEditDialog({
  corte,
  onCancel,
  onSaved,
}: {
  corte: CorteRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editar = useUpdateCorte();
  // The corte's own start and price; the tolerance settings as they are now.
  const ajustes = useCorteInicio(corte.id_maquina).data;
  const inicio: CorteInicio = {
    id_maquina: corte.id_maquina,
    modo_venta: corte.modo_venta,
    // A base corte has no previous reading: its liters stay 0 (decision 023, addendum of 2026-11-28).
    lectura_anterior: corte.lectura_base ? null : corte.lectura_anterior,
    precio_litro: corte.precio_litro,
    // Whatever was waiting is this corte's own new price by now.
    precio_litro_siguiente: null,
    fecha_anterior: null,
    // A POR_VENTA corte owes the sales the server compared it with.
    ventas_monto: corte.ventas_monto,
    ventas_litros: corte.ventas_litros,
    tolerancia_monto: ajustes?.tolerancia_monto ?? 20,
    tolerancia_porcentaje: ajustes?.tolerancia_porcentaje ?? 2,
  };
  const inicioRef = useRef(inicio);
  inicioRef.current = inicio;
  const schema = useMemo(() => conReglasDelCorte(CorteEditarSchema, () => inicioRef.current), []);
  const form = useContractForm(schema, {
    defaultValues: {
      id_corte: corte.id_corte,
      fecha: corte.fecha,
      lectura: corte.lectura,
      efectivo: corte.efectivo,
      motivo: corte.motivo,
      motivo_texto: corte.motivo_texto ?? '',
      lectura_final_anterior: corte.lectura_final_anterior ?? undefined,
      precio_litro_nuevo: corte.precio_litro_nuevo ?? undefined,
      notas: corte.notas ?? '',
      motivo_cambio: '',
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await editar.mutateAsync(body);
      onSaved();
    },
  });
  const valores = useWatch({ control: form.control });
  return (
    <FormDialog form={form} onCancel={onCancel} title={`${ui.editar} #${corte.id_corte}`}>
      <DateTimeField form={form} name="fecha" label={ui.fechaHora} />
      <CorteCampos
        form={form}
        inicio={inicio}
        cuenta={cuentaDe(inicio, valores)}
        motivo={valores.motivo as MotivoDiferencia | null | undefined}
      />
      {corte.estado === 'APROBADO' && (
        <Field
          form={form}
          name="motivo_cambio"
          label={ui.motivoCambio}
          help={ui.motivoCambioAyuda}
          maxLength={255}
        />
      )}
    </FormDialog>
  );
}
