// The store address form: a complete Mexican address, every field checked inline by the contract schema; saving
// clears it and keeps the store chosen. The store is the screen's (kept in its URL, its list below the form).
// The values are the body of /domicilio/new.
import { DomicilioCompletoSchema, type EstadoMx } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { useEffect } from 'react';
import { Card } from 'react-bootstrap';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FormActions, FormView } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useTiendaChoices } from '../../../components/selects.tsx';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateDomicilio } from '../api/create-domicilio.ts';
import { DomicilioCampos } from './domicilio-campos.tsx';

const m = mensajes.domicilios;
const ui = m.ui;

const vacio = (id_tienda = 0) => ({
  id_tienda,
  es_sucursal: 'NO' as const,
  calle: '',
  numero_ext: '',
  numero_int: '',
  colonia: '',
  codigo_postal: '',
  municipio: '',
  estado: '' as EstadoMx,
  primer_cruzamiento: '',
  segundo_cruzamiento: '',
  referencias: '',
  latitud: undefined,
  longitud: undefined,
});

type Props = { id_tienda: number; onTiendaChange: (id_tienda: number) => void };

export function DomicilioForm({ id_tienda, onTiendaChange }: Props) {
  const create = useCreateDomicilio();
  const form = useContractForm(DomicilioCompletoSchema, {
    defaultValues: vacio(id_tienda),
    notices: { fallback: m.problemaRegistro },
    onSubmit: async (values) => {
      requireRows(await create.mutateAsync(values));
      await notify(successNotice(m.registrado));
      form.reset(vacio(values.id_tienda));
    },
  });

  // A store chosen elsewhere (the URL on back or forward) is the form's too.
  const { setValue } = form;
  useEffect(() => {
    setValue('id_tienda', id_tienda);
  }, [setValue, id_tienda]);

  const cancel = () => {
    form.reset(vacio());
    onTiendaChange(0);
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <FormView form={form} label={ui.titulo}>
          <DomicilioCampos
            form={form}
            store={
              <SelectField
                form={form}
                name="id_tienda"
                label={ui.tienda}
                choices={useTiendaChoices()}
                onValueChange={onTiendaChange}
              />
            }
          />
          <FormActions form={form} icon="geo-alt" submitLabel={ui.guardar} onCancel={cancel} />
        </FormView>
      </Card.Body>
    </Card>
  );
}
