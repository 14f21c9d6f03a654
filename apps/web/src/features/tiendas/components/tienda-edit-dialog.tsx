// The edit dialog of a store: the same fields and rules as 'Nueva tienda' ('Tipo de Persona' unset is a notice in the
// dialog's banner). The values are the body of /tienda/editar.
import { type TIPOS_PERSONA, TiendaEditarSchema } from '@aguavend/contract/tiendas';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useUpdateTienda } from '../api/change-tienda.ts';
import type { TiendaRow } from '../api/get-tiendas.ts';
import { TiendaCampos } from './tienda-campos.tsx';

export function TiendaEditDialog({
  tienda,
  onCancel,
  onSaved,
}: {
  tienda: TiendaRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editar = useUpdateTienda();
  const form = useContractForm(TiendaEditarSchema, {
    defaultValues: {
      id_tienda: tienda.id_tienda,
      nombre_comercial: tienda.nombre_comercial,
      razon_social: tienda.razon_social ?? '',
      rfc: tienda.rfc,
      tipo_persona: tienda.tipo_persona as (typeof TIPOS_PERSONA)[number],
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await editar.mutateAsync(body);
      onSaved();
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel}>
      <TiendaCampos form={form} />
    </FormDialog>
  );
}
