// The store address form: every field checked inline by the contract schema; saving keeps the store chosen. The store
// is the screen's (kept in its URL, its list below the form).
// The values are the body of /domicilio/new.
import { DomicilioNuevoSchema } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { useEffect } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormActions, FormView } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useTiendaChoices } from '../../../components/selects.tsx';
import { requireRows } from '../../../lib/api-client.ts';
import { successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateDomicilio } from '../api/create-domicilio.ts';

const m = mensajes.domicilios;
const ui = m.ui;

const vacio = (id_tienda = 0) => ({
  id_tienda,
  es_sucursal: 'NO' as const,
  calle: '',
  numero_ext: '',
  numero_int: '',
  primer_cruzamiento: '',
  segundo_cruzamiento: '',
  latitud: undefined as unknown as number,
  longitud: undefined as unknown as number,
});
const SUCURSAL = [
  { value: 'SI', label: ui.si },
  { value: 'NO', label: ui.no },
];

type Props = { id_tienda: number; onTiendaChange: (id_tienda: number) => void };

export function DomicilioForm({ id_tienda, onTiendaChange }: Props) {
  const create = useCreateDomicilio();
  const form = useContractForm(DomicilioNuevoSchema, {
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
  const numero = { inputMode: 'numeric', autoComplete: 'off' } as const;
  const coordenada = { type: 'number', step: 'any' } as const;

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <FormView form={form} label={ui.titulo}>
          <Row className="gx-3">
            <Col md={6}>
              <SelectField
                form={form}
                name="id_tienda"
                label={ui.tienda}
                choices={useTiendaChoices()}
                onValueChange={onTiendaChange}
              />
            </Col>
            <Col md={6}>
              <RadioField form={form} name="es_sucursal" label={ui.esSucursal} choices={SUCURSAL} />
            </Col>
            <Col md={12}>
              <Field form={form} name="calle" label={ui.calle} autoComplete="off" />
            </Col>
            <Col sm={6}>
              <Field form={form} name="numero_ext" label={ui.numeroExt} {...numero} />
            </Col>
            <Col sm={6}>
              <Field form={form} name="numero_int" label={ui.numeroInt} {...numero} />
            </Col>
            <Col md={6}>
              <Field form={form} name="primer_cruzamiento" label={ui.primerCruzamiento} autoComplete="off" />
            </Col>
            <Col md={6}>
              <Field
                form={form}
                name="segundo_cruzamiento"
                label={ui.segundoCruzamiento}
                autoComplete="off"
              />
            </Col>
            <Col sm={6}>
              <Field form={form} name="longitud" label={ui.longitud} {...coordenada} />
            </Col>
            <Col sm={6}>
              <Field form={form} name="latitud" label={ui.latitud} {...coordenada} />
            </Col>
          </Row>
          <FormActions form={form} icon="geo-alt" submitLabel={ui.guardar} onCancel={cancel} />
        </FormView>
      </Card.Body>
    </Card>
  );
}
