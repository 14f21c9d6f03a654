// The fields of an address, the same in the address form and in its edit dialog: a Mexican address (house numbers as
// text, colonia, código postal, municipio o alcaldía, estado), its cross streets, references and the optional point,
// with a link that opens it in a map once both coordinates are there.
import { type DomicilioCompleto, ESTADOS_MX, enlaceMapa } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { Col, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field, type FormHandle, TextAreaField } from '../../../components/form/field.tsx';

const ui = mensajes.domicilios.ui;

const SUCURSAL = [
  { value: 'SI', label: ui.si },
  { value: 'NO', label: ui.no },
];
const ESTADOS = ESTADOS_MX.map((e) => ({ value: e, label: e }));

type Campos = Omit<DomicilioCompleto, 'id_tienda'>;

const enRango = (v: unknown, limite: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limite;

/** The point's map link, shown once both coordinates are valid. */
function EnlaceMapa({ form }: { form: FormHandle<Campos> }) {
  const [latitud, longitud] = useWatch({ control: form.control, name: ['latitud', 'longitud'] });
  if (!enRango(latitud, 90) || !enRango(longitud, 180)) return null;
  return (
    <a href={enlaceMapa(latitud, longitud)} target="_blank" rel="noopener noreferrer">
      <i className="bi bi-map me-1" aria-hidden="true" />
      {ui.verEnMapa}
    </a>
  );
}

/**
 * `T`: the values of the create or the edit form, which hold these fields under the same paths. `store`: the store
 * select, which the form shows beside 'Es sucursal'.
 */
export function DomicilioCampos<T extends Campos>({
  form: forma,
  store,
}: {
  form: FormHandle<T>;
  store?: React.ReactNode;
}) {
  const form = forma as unknown as FormHandle<Campos>;
  const texto = { autoComplete: 'off' } as const;
  const coordenada = { type: 'number', step: 'any' } as const;
  return (
    <Row className="gx-3">
      {store && <Col md={6}>{store}</Col>}
      <Col md={store ? 6 : 12}>
        <RadioField form={form} name="es_sucursal" label={ui.esSucursal} choices={SUCURSAL} />
      </Col>
      <Col md={6}>
        <Field form={form} name="calle" label={ui.calle} {...texto} />
      </Col>
      <Col sm={6} md={3}>
        <Field form={form} name="numero_ext" label={ui.numeroExt} help={ui.numeroExtAyuda} {...texto} />
      </Col>
      <Col sm={6} md={3}>
        <Field form={form} name="numero_int" label={ui.numeroIntOpcional} {...texto} />
      </Col>
      <Col md={8}>
        <Field form={form} name="colonia" label={ui.colonia} {...texto} />
      </Col>
      <Col md={4}>
        <Field
          form={form}
          name="codigo_postal"
          label={ui.codigoPostal}
          inputMode="numeric"
          maxLength={5}
          {...texto}
        />
      </Col>
      <Col md={6}>
        <Field form={form} name="municipio" label={ui.municipio} {...texto} />
      </Col>
      <Col md={6}>
        <SelectField
          form={form}
          name="estado"
          label={ui.estado}
          choices={ESTADOS}
          placeholder={mensajes.tiendas.ui.seleccione}
        />
      </Col>
      <Col md={6}>
        <Field form={form} name="primer_cruzamiento" label={ui.primerCruzamiento} {...texto} />
      </Col>
      <Col md={6}>
        <Field form={form} name="segundo_cruzamiento" label={ui.segundoCruzamiento} {...texto} />
      </Col>
      <Col md={12}>
        <TextAreaField
          form={form}
          name="referencias"
          label={ui.referencias}
          help={ui.referenciasAyuda}
          rows={2}
          maxLength={500}
        />
      </Col>
      <Col sm={6}>
        <Field form={form} name="longitud" label={ui.longitud} help={ui.coordenadasAyuda} {...coordenada} />
      </Col>
      <Col sm={6}>
        <Field form={form} name="latitud" label={ui.latitud} {...coordenada} />
      </Col>
      <Col xs={12} className="mb-3">
        <EnlaceMapa form={form} />
      </Col>
    </Row>
  );
}
