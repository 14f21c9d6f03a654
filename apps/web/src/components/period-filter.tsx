// The period a screen compares with the one before (Inicio's whole business, Reportes): the presets every screen
// shares (without 'Todo', which has no previous period to compare with), 'Este mes' by default, or 'Personalizado'
// with its own two days. Kept in the URL (?periodo=mesAnterior, ?periodo=personalizado&desde=…&hasta=…) and checked
// with the calls' own schema, so the screen refuses what the server would (an open end, days out of order, more than
// three years) in its words.
import { mensajes } from '@aguavend/contract/messages';
import { PeriodoSolicitudSchema } from '@aguavend/contract/negocio';
import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { formatCalendarDay } from '../lib/format.ts';
import { PERIODOS, type Periodo, rangoDe } from '../lib/periodos.ts';

const l = mensajes.listas;

/** A period ready to ask for (both days, in order, not too long), or null while it is not. */
export type PeriodoValido = { desde: string; hasta: string } | null;

export type PeriodoComparable = Exclude<Periodo, 'todo'>;
export const PERIODOS_COMPARABLES = PERIODOS.filter((p): p is PeriodoComparable => p !== 'todo');
export const PERIODO_POR_OMISION: PeriodoComparable = 'mes';

// The picker weighs more than the rest of the screen: it loads only when 'Personalizado' asks for its days.
const DateInput = lazy(async () => ({
  default: (await import('./date-input.tsx')).DateInput,
}));

/** The period of the URL: the preset, its days, and the period to ask for or why there is none. */
export function usePeriodFilter() {
  const [params, setParams] = useSearchParams();
  const leido = params.get('periodo');
  const periodo = PERIODOS_COMPARABLES.find((p) => p === leido) ?? PERIODO_POR_OMISION;
  const rango =
    periodo === 'personalizado'
      ? { desde: params.get('desde') ?? '', hasta: params.get('hasta') ?? '' }
      : rangoDe(periodo);
  const desde = rango.desde ?? '';
  const hasta = rango.hasta ?? '';
  const revisado = PeriodoSolicitudSchema.safeParse({ desde: desde || undefined, hasta: hasta || undefined });
  const valido: PeriodoValido = revisado.success ? revisado.data : null;

  // Two days typed before the next render would each start from this render's URL and the first would be lost:
  // each change starts from the last one written.
  const ultimos = useRef(params);
  ultimos.current = params;
  const escribir = (valores: Record<string, string | undefined>) => {
    const p = new URLSearchParams(ultimos.current);
    for (const [k, v] of Object.entries(valores)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    ultimos.current = p;
    setParams(p, { replace: true });
  };

  return {
    periodo,
    desde,
    hasta,
    /** The period to ask for, or null while it is not valid. */
    valido,
    /** Why the period is not valid, in the server's words. */
    error: revisado.success ? null : (revisado.error.issues[0]?.message ?? null),
    /** A preset; 'Personalizado' starts from the days shown so far. */
    setPeriodo: (p: PeriodoComparable) =>
      escribir(
        p === 'personalizado'
          ? { periodo: p, desde, hasta }
          : { periodo: p, desde: undefined, hasta: undefined },
      ),
    /** One end of a 'Personalizado' period. */
    setDia: (cual: 'desde' | 'hasta', dia: string) => escribir({ periodo: 'personalizado', [cual]: dia }),
  };
}

export type PeriodFilterState = ReturnType<typeof usePeriodFilter>;

/** The period's controls, after the screen's own (a machine picker, a report's rows) given as children. */
export function PeriodFilter({ estado, children }: { estado: PeriodFilterState; children?: ReactNode }) {
  const id = useId();
  const personalizado = estado.periodo === 'personalizado';
  const dia = (cual: 'desde' | 'hasta') => (
    <Col xs={6} lg={2}>
      <Form.Label htmlFor={`${id}-${cual}`}>{l[cual]}</Form.Label>
      <Suspense
        fallback={
          <Form.Control id={`${id}-${cual}`} disabled value={formatCalendarDay(estado[cual])} readOnly />
        }
      >
        <DateInput
          id={`${id}-${cual}`}
          value={estado[cual]}
          isInvalid={estado.error !== null}
          aria-describedby={estado.error ? `${id}-error` : undefined}
          {...(cual === 'desde' ? { max: estado.hasta || undefined } : { min: estado.desde || undefined })}
          onChange={(v) => estado.setDia(cual, v)}
        />
      </Suspense>
    </Col>
  );
  return (
    <Row className="g-3 mb-3 align-items-start">
      {children}
      <Col xs={12} sm={6} lg={3}>
        <Form.Label htmlFor={`${id}-periodo`}>{l.periodo}</Form.Label>
        <Form.Select
          id={`${id}-periodo`}
          value={estado.periodo}
          onChange={(e) => estado.setPeriodo(e.target.value as PeriodoComparable)}
        >
          {PERIODOS_COMPARABLES.map((p) => (
            <option key={p} value={p}>
              {l.periodos[p]}
            </option>
          ))}
        </Form.Select>
      </Col>
      {personalizado && (
        <>
          {dia('desde')}
          {dia('hasta')}
        </>
      )}
      {estado.error && (
        <Col xs={12} className="mt-1">
          <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
            {estado.error}
          </div>
        </Col>
      )}
    </Row>
  );
}
