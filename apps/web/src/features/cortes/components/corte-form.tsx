// 'Registrar corte' (issue 17), phone first: the machine, the date and time (now by default), the collector (an
// ADMIN may choose one; the signed-in user by default), then the corte's fields with their running figures. What is
// typed is kept in this browser (corte-draft.ts) with the corte's key; a send that gets no answer, or a failed
// server, leaves it there and offers 'Reenviar', also after a reload, and the server records the key once. The
// form's values are the body of /corte/new.
import { CorteNuevoSchema, type MotivoDiferencia } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { DateTimeField } from '../../../components/form/date-time-field.tsx';
import { FormView, SubmitButton } from '../../../components/form/form-view.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { choicesOf, useMaquinaChoices } from '../../../components/selects.tsx';
import { ApiError, isNetworkError } from '../../../lib/api-client.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/use-session.ts';
import { type CorteRow, useColectores, useCorteInicio, useCreateCorte } from '../api/cortes.ts';
import { CorteCampos, conReglasDelCorte, cuentaDe } from './corte-campos.tsx';
import { clearDraft, loadDraft, newClave, saveDraft } from './corte-draft.ts';
import { CorteGuardado } from './corte-guardado.tsx';

const ui = mensajes.uiCortes;

/** A send that never reached the server, or that the server failed: worth sending again as it is. */
const reenviable = (err: unknown) => isNetworkError(err) || (err instanceof ApiError && err.status >= 500);

const nuevo = (id_colector: number | undefined, id_maquina = 0) => ({
  id_maquina,
  ...(id_colector ? { id_colector } : {}),
  clave: newClave(),
  fecha: new Date().toISOString(),
  // null, not undefined: a reset to undefined would read the typed value back from the input.
  lectura: null as unknown as number,
  efectivo: {},
  motivo: null,
  motivo_texto: '',
  lectura_final_anterior: null,
  precio_litro_nuevo: null,
  notas: '',
});

export function CorteForm({ comprobanteHref }: { comprobanteHref: (id_corte: number) => string }) {
  const session = useSession();
  const uid = session?.user.id_usuario ?? 0;
  const admin = session?.rol === ROL_ADMIN;
  // An ADMIN names the collector (themself by default); anyone else is the collector.
  const colectorPorOmision = admin ? uid : undefined;
  const [borrador] = useState(() => loadDraft(uid));
  const [fallido, setFallido] = useState(borrador?.fallido ?? false);
  const [recuperado, setRecuperado] = useState(borrador !== null && !borrador.fallido);
  const [guardado, setGuardado] = useState<CorteRow | null>(null);
  const crear = useCreateCorte();
  // An alert's link (a machine not collected in N days) names the machine: it comes chosen, unless a draft is open.
  const [params] = useSearchParams();
  const [deEnlace] = useState(() => Number(params.get('maquina')) || 0);

  const inicioRef = useRef<ReturnType<typeof useCorteInicio>['data']>(undefined);
  const schema = useMemo(() => conReglasDelCorte(CorteNuevoSchema, () => inicioRef.current), []);
  const form = useContractForm(schema, {
    defaultValues: borrador?.values ?? nuevo(colectorPorOmision, deEnlace),
    noticeFields: ['id_maquina'],
    notices: { fallback: mensajes.general.errorOperacion },
    onSubmit: async (body) => {
      // The corte's time is the first send's (a date left as it was means "now"); a resend keeps it.
      if (!fallido && body.fecha === form.formState.defaultValues?.fecha) {
        body.fecha = new Date().toISOString();
        form.setValue('fecha', body.fecha);
      }
      try {
        const [fila] = await crear.mutateAsync(body);
        clearDraft(uid);
        setFallido(false);
        setRecuperado(false);
        setGuardado(fila ?? null);
        form.reset(nuevo(colectorPorOmision, body.id_maquina));
        clearDraft(uid);
      } catch (err) {
        if (!reenviable(err)) throw err;
        saveDraft(uid, { values: form.getValues(), fallido: true });
        setFallido(true);
      }
    },
  });

  // Every change is written to this browser at once: a reload or a lost tab keeps the count.
  const { watch, setValue, control } = form;
  const fallidoRef = useRef(fallido);
  fallidoRef.current = fallido;
  useEffect(() => {
    const sub = watch((values, { type }) => {
      if (type === 'change') saveDraft(uid, { values: values as never, fallido: fallidoRef.current });
    });
    return () => sub.unsubscribe();
  }, [watch, uid]);

  const valores = useWatch({ control });
  const id_maquina = Number(valores.id_maquina) || 0;
  const inicio = useCorteInicio(id_maquina);
  inicioRef.current = inicio.data;
  const cuenta = cuentaDe(inicio.data, valores);

  // A collector with one machine has it chosen.
  const maquinas = useMaquinaChoices();
  const unica = maquinas.options.length === 1 ? Number(maquinas.options[0]?.value) : 0;
  useEffect(() => {
    if (unica && !id_maquina) setValue('id_maquina', unica);
  }, [unica, id_maquina, setValue]);

  const colectores = useColectores(admin);
  const colectorChoices = choicesOf(colectores, (u) => ({
    value: u.id_usuario,
    label: [u.nombre, u.ap_paterno].filter(Boolean).join(' ') || u.username,
  }));

  const descartar = async () => {
    if (!(await confirmAction(ui.confirmarDescartar, ui.descartar))) return;
    clearDraft(uid);
    setFallido(false);
    setRecuperado(false);
    form.reset(nuevo(colectorPorOmision));
  };

  return (
    <Card className="shadow-sm av-corte-form">
      <Card.Header as="h2" className="h5">
        {ui.registrar}
      </Card.Header>
      <Card.Body>
        {guardado && (
          <CorteGuardado
            corte={guardado}
            comprobanteHref={comprobanteHref(guardado.id_corte)}
            onOtro={() => setGuardado(null)}
          />
        )}
        {fallido && (
          <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" role="alert">
            <span className="flex-grow-1">
              <i className="bi bi-cloud-slash me-2" aria-hidden="true" />
              {ui.envioFallido}
            </span>
            <Button
              variant="warning"
              disabled={form.formState.isSubmitting}
              onClick={() => void form.submit()}
            >
              <i className="bi bi-arrow-repeat me-2" aria-hidden="true" />
              {ui.reenviar}
            </Button>
          </Alert>
        )}
        {recuperado && !fallido && (
          <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2">
            <span className="flex-grow-1">{ui.borradorRecuperado}</span>
            <Button size="sm" variant="outline-secondary" onClick={() => void descartar()}>
              {ui.descartar}
            </Button>
          </Alert>
        )}
        <FormView form={form} label={ui.registrar}>
          <SelectField form={form} name="id_maquina" label={mensajes.ui.maquina} choices={maquinas} />
          <DateTimeField form={form} name="fecha" label={ui.fechaHora} />
          {admin && (
            <SelectField
              form={form}
              name="id_colector"
              label={ui.colector}
              choices={colectorChoices}
              placeholder={false}
            />
          )}
          {id_maquina ? (
            <CorteCampos
              form={form}
              inicio={inicio.data}
              cuenta={cuenta}
              motivo={valores.motivo as MotivoDiferencia | null | undefined}
            />
          ) : (
            <Alert variant="light">{ui.elijaMaquina}</Alert>
          )}
          <div className="d-grid mt-3">
            <SubmitButton form={form} size="lg" disabled={!id_maquina}>
              {ui.guardar}
            </SubmitButton>
          </div>
        </FormView>
      </Card.Body>
    </Card>
  );
}
