// The edit dialog of an address: the same fields and rules as the address form; the address stays with its store.
// The values are the body of /domicilio/editar, which asks for the complete address.
import { DomicilioEditarSchema, type EstadoMx } from '@aguavend/contract/domicilios';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useUpdateDomicilio } from '../api/change-domicilio.ts';
import type { DomicilioRow } from '../api/get-domicilios.ts';
import { DomicilioCampos } from './domicilio-campos.tsx';

export function DomicilioEditDialog({
  domicilio: d,
  onCancel,
  onSaved,
}: {
  domicilio: DomicilioRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const editar = useUpdateDomicilio();
  const form = useContractForm(DomicilioEditarSchema, {
    defaultValues: {
      id_domicilio: d.id_domicilio,
      id_tienda: d.id_tienda,
      es_sucursal: d.es_sucursal as 'SI' | 'NO',
      calle: d.calle,
      numero_ext: d.numero_ext,
      numero_int: d.numero_int ?? '',
      colonia: d.colonia ?? '',
      codigo_postal: d.codigo_postal ?? '',
      municipio: d.municipio ?? '',
      estado: (d.estado ?? '') as EstadoMx,
      primer_cruzamiento: d.primer_cruzamiento,
      segundo_cruzamiento: d.segundo_cruzamiento ?? '',
      referencias: d.referencias ?? '',
      latitud: d.latitud ?? undefined,
      longitud: d.longitud ?? undefined,
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      await editar.mutateAsync(body);
      onSaved();
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel} size="lg">
      <DomicilioCampos form={form} />
    </FormDialog>
  );
}
