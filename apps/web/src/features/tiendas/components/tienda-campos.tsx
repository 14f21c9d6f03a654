// The fields of a store, the same in 'Nueva tienda' and in its edit dialog: names, RFC (typed in upper case, at most
// 13 characters) and tipo de persona.
import { mensajes } from '@aguavend/contract/messages';
import { TIPOS_PERSONA, type TiendaNueva } from '@aguavend/contract/tiendas';
import { Col, Row } from 'react-bootstrap';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { Field, type FormHandle } from '../../../components/form/field.tsx';

const ui = mensajes.tiendas.ui;
const TIPOS = TIPOS_PERSONA.map((t) => ({ value: t, label: t === 'FISICA' ? ui.fisica : ui.moral }));

type Campos = Pick<TiendaNueva, 'nombre_comercial' | 'razon_social' | 'rfc' | 'tipo_persona'>;

/** `T`: the values of the create or the edit form, which hold these fields under the same paths. */
export function TiendaCampos<T extends Campos>({ form: forma }: { form: FormHandle<T> }) {
  const form = forma as unknown as FormHandle<Campos>;
  return (
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
  );
}
