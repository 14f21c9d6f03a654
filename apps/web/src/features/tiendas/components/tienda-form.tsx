// The store form: 'Tipo de Persona' unset is a notice (spec §5), the other fields are checked inline by the
// contract schema (the RFC against the SAT pattern of the chosen type). The values are the body of /tienda/new.
import { mensajes } from '@aguavend/contract/messages';
import { TIPOS_PERSONA, TiendaNuevaSchema } from '@aguavend/contract/tiendas';
import { Card, Col, Row } from 'react-bootstrap';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormActions, FormView } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { getSession } from '../../../lib/session.ts';
import { useCreateTienda } from '../api/create-tienda.ts';

const m = mensajes.tiendas;
const ui = m.ui;

const vacia = () => ({
  nombre_comercial: '',
  razon_social: '',
  rfc: '',
  tipo_persona: '' as (typeof TIPOS_PERSONA)[number],
});
const TIPOS = TIPOS_PERSONA.map((t) => ({ value: t, label: t === 'FISICA' ? ui.fisica : ui.moral }));

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
          <Row className="gx-3">
            <Col md={6}>
              <Field form={form} name="nombre_comercial" label={ui.nombreComercial} />
            </Col>
            <Col md={6}>
              <Field form={form} name="razon_social" label={ui.razonSocialOpcional} />
            </Col>
            <Col md={6}>
              <Field
                form={form}
                name="rfc"
                label={ui.rfc}
                maxLength={13}
                autoComplete="off"
                transform={(v) => v.toUpperCase()}
              />
            </Col>
            <Col md={6}>
              <SelectField
                form={form}
                name="tipo_persona"
                label={ui.tipoPersona}
                choices={TIPOS}
                placeholder={ui.seleccione}
              />
            </Col>
          </Row>
          <FormActions form={form} submitLabel={ui.guardar} onCancel={() => form.reset(vacia())} />
        </FormView>
      </Card.Body>
    </Card>
  );
}
