// 'Datos del negocio' in Ajustes (ADMIN, issue 43): the name, fiscal data and logo every printed page carries. The
// form's values are the body of /ajustes/identidad/editar; the logo goes up on its own route as soon as it is chosen.
import {
  CLAVES_REGIMEN,
  type Identidad,
  IdentidadEditarSchema,
  nombreRegimen,
  TAMANO_MAXIMO_LOGO,
} from '@aguavend/contract/identidad';
import { mensajes } from '@aguavend/contract/messages';
import { useRef } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useLogo } from '../../../lib/identidad.ts';
import { runWithNotice, successNotice, validationNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useGuardarIdentidad, useQuitarLogo, useSubirLogo } from '../api/identidad.ts';
import '../../../components/identidad-negocio.css';

const ui = mensajes.uiIdentidad;
const m = mensajes.identidad;
const REGIMENES = CLAVES_REGIMEN.map((c) => ({ value: c, label: nombreRegimen(c) }));

const valoresDe = (i: Identidad) => ({
  nombre_comercial: i.nombre_comercial ?? '',
  razon_social: i.razon_social ?? '',
  rfc: i.rfc ?? '',
  regimen_fiscal: (i.regimen_fiscal ?? '') as (typeof CLAVES_REGIMEN)[number],
  domicilio_fiscal: i.domicilio_fiscal ?? '',
  telefono: i.telefono ?? '',
});

function Logo({ identidad }: { identidad: Identidad }) {
  const logo = useLogo(identidad);
  const subir = useSubirLogo();
  const quitar = useQuitarLogo();
  const archivo = useRef<HTMLInputElement>(null);
  const nombre = identidad.nombre_comercial ?? ui.logo;
  return (
    <Form.Group className="mt-4" controlId="identidad-logo">
      <Form.Label className="fw-semibold mb-1">{ui.logo}</Form.Label>
      <div className="d-flex align-items-center flex-wrap gap-3 mb-2">
        {logo ? (
          <img src={logo} alt={ui.logoDe(nombre)} className="av-identidad-logo border rounded p-1" />
        ) : (
          <span className="text-body-secondary small">{ui.sinLogo}</span>
        )}
        {identidad.logo_tipo && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={quitar.isPending}
            onClick={async () => {
              if (await runWithNotice(() => quitar.mutateAsync(undefined)))
                await notify(successNotice(m.logoEliminado));
            }}
          >
            {ui.quitarLogo}
          </Button>
        )}
      </div>
      <Form.Control
        ref={archivo}
        type="file"
        accept="image/png,image/svg+xml,.png,.svg"
        aria-describedby="identidad-logo-ayuda"
        disabled={subir.isPending}
        onChange={async (e) => {
          const elegido = (e.currentTarget as HTMLInputElement).files?.[0];
          if (!elegido) return;
          // The server checks again (and the type by content); this spares sending a file it would refuse by size.
          if (elegido.size > TAMANO_MAXIMO_LOGO) {
            if (archivo.current) archivo.current.value = '';
            await notify(validationNotice(m.logoGrande));
            return;
          }
          const ok = await runWithNotice(() => subir.mutateAsync(elegido));
          if (archivo.current) archivo.current.value = '';
          if (ok) await notify(successNotice(m.logoGuardado));
        }}
      />
      <Form.Text id="identidad-logo-ayuda">{ui.logoAyuda}</Form.Text>
    </Form.Group>
  );
}

export function IdentidadForm({ identidad }: { identidad: Identidad }) {
  const guardar = useGuardarIdentidad();
  const form = useContractForm(IdentidadEditarSchema, {
    defaultValues: valoresDe(identidad),
    onSubmit: async (body) => {
      const [guardada] = await guardar.mutateAsync(body);
      if (guardada) form.reset(valoresDe(guardada));
      await notify(successNotice(m.guardada));
    },
  });
  return (
    <Card className="shadow-sm mb-3" style={{ maxWidth: 640 }}>
      <Card.Body>
        <h2 className="h6 text-body-secondary text-uppercase mb-1">{ui.titulo}</h2>
        <p className="form-text mt-0 mb-3">{ui.ayuda}</p>
        <FormView form={form} label={ui.titulo}>
          <div className="row g-3 mb-3">
            <Field
              className="col-sm-6"
              form={form}
              name="nombre_comercial"
              label={ui.nombreComercial}
              maxLength={150}
            />
            <Field
              className="col-sm-6"
              form={form}
              name="razon_social"
              label={ui.razonSocial}
              maxLength={200}
            />
            <Field
              className="col-sm-6"
              form={form}
              name="rfc"
              label={ui.rfc}
              maxLength={13}
              autoComplete="off"
              transform={(v) => v.toUpperCase()}
            />
            <Field
              className="col-sm-6"
              form={form}
              name="telefono"
              label={ui.telefono}
              type="tel"
              maxLength={30}
              autoComplete="tel"
            />
          </div>
          <SelectField
            form={form}
            name="regimen_fiscal"
            label={ui.regimenFiscal}
            placeholder={ui.sinRegimen}
            choices={REGIMENES}
          />
          <Field
            form={form}
            name="domicilio_fiscal"
            label={ui.domicilioFiscal}
            help={ui.domicilioAyuda}
            maxLength={300}
            autoComplete="street-address"
          />
          <SubmitButton form={form}>{ui.guardar}</SubmitButton>
        </FormView>
        <Logo identidad={identidad} />
      </Card.Body>
    </Card>
  );
}
