// The store form: 'Tipo de Persona' unset is a notice (spec §5), the other fields are checked inline by the
// contract schema (the RFC against the SAT pattern of the chosen type). The values are the body of /tienda/new.
import { mensajes } from '@aguavend/contract/messages';
import { type TIPOS_PERSONA, TiendaNuevaSchema } from '@aguavend/contract/tiendas';
import { Card } from 'react-bootstrap';
import { FormActions, FormView } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { getSession } from '../../../lib/session.ts';
import { useCreateTienda } from '../api/create-tienda.ts';
import { TiendaCampos } from './tienda-campos.tsx';

const m = mensajes.tiendas;
const ui = m.ui;

const vacia = () => ({
  nombre_comercial: '',
  razon_social: '',
  rfc: '',
  tipo_persona: '' as (typeof TIPOS_PERSONA)[number],
});

export function TiendaForm({ onSaved }: { onSaved?: () => void }) {
  const create = useCreateTienda();
  const form = useContractForm(TiendaNuevaSchema, {
    defaultValues: vacia(),
    noticeFields: ['tipo_persona'],
    notices: { fallback: m.problemaRegistro },
    onSubmit: async (values) => {
      // spec §3: the signed-in user goes along (the server records its own reading of it).
      requireRows(await create.mutateAsync({ ...values, id_usuario: getSession()?.user.id_usuario }));
      await notify(successNotice(m.registrada));
      form.reset(vacia());
      onSaved?.();
    },
  });

  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.nuevaTienda}
      </Card.Header>
      <Card.Body>
        <FormView form={form} label={ui.nuevaTienda}>
          <TiendaCampos form={form} />
          <FormActions form={form} submitLabel={ui.guardar} onCancel={() => form.reset(vacia())} />
        </FormView>
      </Card.Body>
    </Card>
  );
}
