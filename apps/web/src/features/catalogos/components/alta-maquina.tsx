// «Nueva máquina» (issue 43, decision 039): one dialog that registers a machine with its price per liter and sales
// mode, and optionally places it at a store's address and gives it its collector, in one submit. When the machine
// is saved but a later part is refused, the dialog stays open and says, part by part, what was saved and what was
// not; «Reintentar lo que faltó» repeats only the missing parts.
import { dia } from '@aguavend/contract/common';
import { MaquinaNuevaSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { useId, useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DayField } from '../../../components/form/date-time-field.tsx';
import { FormFailure } from '../../../components/form/form-failure.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { type ContractForm, useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf, useTiendaChoices } from '../../../components/selects.tsx';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import {
  AVANCE_INICIAL,
  type Avance,
  completarAlta,
  domicilioEnLinea,
  useCobradores,
  useDomiciliosDe,
  useRefrescarTrasAlta,
} from '../api/alta-maquina.ts';
import { CamposMaquina } from './campos-maquina.tsx';

const ui = mensajes.uiCatalogos;

/** The flow's form: the machine's own body, then where it stands (0: nowhere yet) and who collects (0: nobody yet). */
export const AltaMaquinaSchema = MaquinaNuevaSchema.extend({
  id_tienda: z.number().int().min(0),
  id_domicilio: z.number().int().min(0),
  desde: dia,
  id_usuario: z.number().int().min(0),
}).superRefine((v, ctx) => {
  if (v.id_tienda > 0 && v.id_domicilio === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['id_domicilio'],
      message: mensajes.ubicaciones.debeSeleccionarDomicilio,
    });
});

/** The button beside the list, and the dialog it opens. */
export function NuevaMaquina({ onSaved }: { onSaved: (mensaje: string) => void }) {
  const [abierto, setAbierto] = useState(false);
  return (
    <div className="mb-3">
      <Button variant="primary" onClick={() => setAbierto(true)}>
        <i className="bi bi-plus-lg me-2" aria-hidden="true" />
        {ui.nuevaMaquina}
      </Button>
      {abierto && (
        <AltaMaquinaDialogo
          onClose={(mensaje) => {
            setAbierto(false);
            if (mensaje) onSaved(mensaje);
          }}
        />
      )}
    </div>
  );
}

/** What the flow saved, said part by part (✓ saved, ✗ not saved with the server's reason). */
function Partes({ avance }: { avance: Avance }) {
  const partes: { ok: boolean; texto: string }[] = [];
  if (avance.maquina) partes.push({ ok: true, texto: ui.pasoMaquina(avance.maquina.nombre) });
  if (avance.ubicada) partes.push({ ok: true, texto: ui.pasoUbicacion });
  if (avance.fallaUbicacion) partes.push({ ok: false, texto: ui.pasoUbicacionFallo(avance.fallaUbicacion) });
  if (avance.asignada) partes.push({ ok: true, texto: ui.pasoCobrador });
  if (avance.fallaCobrador) partes.push({ ok: false, texto: ui.pasoCobradorFallo(avance.fallaCobrador) });
  return (
    <Alert variant="warning" data-testid="alta-parcial">
      <p className="fw-semibold mb-2">{ui.parcialTitulo}</p>
      <ul className="list-unstyled mb-2">
        {partes.map((p) => (
          <li key={p.texto}>
            <i
              className={`bi bi-${p.ok ? 'check-circle-fill text-success' : 'x-circle-fill text-danger'} me-2`}
              aria-hidden="true"
            />
            {p.texto}
          </li>
        ))}
      </ul>
      <p className="small mb-0">{ui.parcialAyuda}</p>
    </Alert>
  );
}

export function AltaMaquinaDialogo({ onClose }: { onClose: (mensaje: string | null) => void }) {
  const titleId = useId();
  const [avance, setAvance] = useState<Avance>(AVANCE_INICIAL);
  const refrescar = useRefrescarTrasAlta();
  const form = useContractForm(AltaMaquinaSchema, {
    defaultValues: {
      nombre: '',
      estatus: 'ACTIVA',
      modo_venta: 'POR_VENTA',
      id_tienda: 0,
      id_domicilio: 0,
      desde: hoyEnNegocio(),
      id_usuario: 0,
    },
    failureDisplay: 'banner',
    onSubmit: async ({ id_tienda, id_domicilio, desde, id_usuario, ...maquina }) => {
      const alta = {
        maquina,
        ubicacion: id_tienda > 0 ? { id_domicilio, desde } : null,
        id_usuario: id_usuario > 0 ? id_usuario : null,
      };
      // A refused machine throws here: nothing was saved, and the banner says why.
      const hecho = await completarAlta(alta, avance);
      await refrescar();
      if (hecho.fallaUbicacion || hecho.fallaCobrador) {
        setAvance(hecho);
        return;
      }
      const partes: string[] = [mensajes.catalogos.maquinaRegistrada];
      if (hecho.ubicada) partes.push(ui.pasoUbicacion);
      if (hecho.asignada) partes.push(ui.pasoCobrador);
      onClose(partes.join(' '));
    },
  });
  const id_tienda = Number(useWatch({ control: form.control, name: 'id_tienda' }));
  const domicilios = choicesOf(useDomiciliosDe(id_tienda), (d) => ({
    value: d.id_domicilio,
    label: domicilioEnLinea(d),
  }));
  const cobradores = choicesOf(useCobradores(), (u) => ({
    value: u.id_usuario,
    label: [u.nombre, u.ap_paterno].filter(Boolean).join(' ') || u.username,
  }));
  const guardada = avance.maquina !== null;
  const cerrar = () => onClose(guardada ? mensajes.catalogos.maquinaRegistrada : null);
  const campo = 'col-sm-6 mb-3';
  return (
    <Modal show onHide={cerrar} centered size="lg" aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={mensajes.ui.cerrar}>
        <Modal.Title id={titleId}>{ui.nuevaMaquina}</Modal.Title>
      </Modal.Header>
      <FormView form={form} label={ui.nuevaMaquina}>
        <Modal.Body>
          <FormFailure form={form} />
          {guardada && <Partes avance={avance} />}
          <fieldset disabled={guardada}>
            <legend className="h6">{ui.seccionMaquina}</legend>
            <div className="row g-2">
              <CamposMaquina
                form={form as unknown as ContractForm<typeof MaquinaNuevaSchema>}
                fieldClass={campo}
              />
            </div>
          </fieldset>
          <fieldset disabled={avance.ubicada}>
            <legend className="h6">{ui.seccionUbicacion}</legend>
            <div className="row g-2">
              <SelectField
                form={form}
                name="id_tienda"
                label={ui.tienda}
                choices={useTiendaChoices()}
                placeholder={ui.sinTienda}
                className={campo}
                onValueChange={() => form.setValue('id_domicilio', 0)}
              />
              <SelectField
                form={form}
                name="id_domicilio"
                label={ui.domicilio}
                help={id_tienda ? undefined : ui.eligeTienda}
                disabled={!id_tienda}
                choices={domicilios}
                className={campo}
              />
              {id_tienda > 0 && <DayField form={form} name="desde" label={ui.desde} className={campo} />}
            </div>
          </fieldset>
          <fieldset disabled={avance.asignada}>
            <legend className="h6">{ui.seccionCobrador}</legend>
            <div className="row g-2">
              <SelectField
                form={form}
                name="id_usuario"
                label={ui.cobrador}
                choices={cobradores}
                placeholder={ui.sinCobrador}
                className={campo}
              />
            </div>
          </fieldset>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={cerrar} disabled={form.formState.isSubmitting}>
            {guardada ? ui.cerrar : mensajes.ui.cancelar}
          </Button>
          <SubmitButton form={form} icon={guardada ? 'arrow-repeat' : 'check2'}>
            {guardada ? ui.reintentar : ui.registrarMaquina}
          </SubmitButton>
        </Modal.Footer>
      </FormView>
    </Modal>
  );
}
