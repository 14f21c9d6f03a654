// Every machine the user sees, best seller first (or as a header sorts them: the worst sellers, the biggest
// drops, the longest without a sale), the first ten unless all are asked for. Machines at rest are marked
// 'Inactiva', and the days without a sale carry a warning when past the alert's threshold. A row opens that
// machine's panel. On a phone each row is a card.
import { mensajes } from '@aguavend/contract/messages';
import type { MaquinaNegocioFila } from '@aguavend/contract/negocio';
import { useState } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { Cambio, cambioDe } from '../../../components/cambio.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney, formatQuantity } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const l = mensajes.listas;
/** Rows shown until all are asked for. */
export const PRIMERAS = 10;

type Campo = 'nombre' | 'ventas' | 'cambio' | 'dias_sin_venta';
type Orden = { campo: Campo; desc: boolean };

/** The change as a number to sort by; no comparison sorts below any drop. */
const cambioNumerico = (m: MaquinaNegocioFila) => {
  const { sentido, porcentaje } = cambioDe(m.ventas, m.ventas_anterior);
  if (porcentaje === null) return Number.NEGATIVE_INFINITY;
  return sentido === 'baja' ? -porcentaje : porcentaje;
};
const CLAVES: Record<Campo, (m: MaquinaNegocioFila) => number | string> = {
  nombre: (m) => m.nombre,
  ventas: (m) => m.ventas,
  cambio: cambioNumerico,
  // A machine that never sold has been without a sale the longest.
  dias_sin_venta: (m) => m.dias_sin_venta ?? Number.POSITIVE_INFINITY,
};

/** The rows in the chosen order; equal ones keep the server's (best seller first). */
export function ordenar(filas: MaquinaNegocioFila[], { campo, desc }: Orden) {
  const clave = CLAVES[campo];
  return filas
    .map((f, i) => ({ f, i }))
    .sort((a, b) => {
      const x = clave(a.f);
      const y = clave(b.f);
      const c =
        typeof x === 'string' && typeof y === 'string'
          ? x.localeCompare(y, 'es-MX')
          : x === y
            ? 0
            : x < y
              ? -1
              : 1;
      return (desc ? -c : c) || a.i - b.i;
    })
    .map(({ f }) => f);
}

const COLUMNAS: { campo: Campo; titulo: string }[] = [
  { campo: 'nombre', titulo: ui.colMaquina },
  { campo: 'ventas', titulo: ui.colVentas },
  { campo: 'cambio', titulo: ui.colCambio },
  { campo: 'dias_sin_venta', titulo: ui.colDiasSinVenta },
];

function Encabezado({
  campo,
  titulo,
  orden,
  onOrden,
}: {
  campo: Campo;
  titulo: string;
  orden: Orden;
  onOrden: (o: Orden) => void;
}) {
  const activo = orden.campo === campo;
  const sentido = activo ? (orden.desc ? 'descending' : 'ascending') : 'none';
  const icono = !activo ? 'bi-arrow-down-up' : orden.desc ? 'bi-sort-down' : 'bi-sort-up';
  return (
    <th scope="col" aria-sort={sentido}>
      <button
        type="button"
        className="btn btn-link p-0 border-0 align-baseline fw-semibold text-reset text-decoration-none text-nowrap"
        // A first click sorts text A→Z and figures from the biggest.
        onClick={() => onOrden({ campo, desc: activo ? !orden.desc : campo !== 'nombre' })}
      >
        {titulo} <i className={`bi ${icono} small text-secondary`} aria-hidden="true" />
      </button>
    </th>
  );
}

export function RankingMaquinas({
  maquinas,
  onMaquina,
}: {
  maquinas: MaquinaNegocioFila[];
  onMaquina: (id_maquina: number) => void;
}) {
  const [orden, setOrden] = useState<Orden>({ campo: 'ventas', desc: true });
  const [todas, setTodas] = useState(false);
  const filas = ordenar(maquinas, orden);
  const vistas = todas ? filas : filas.slice(0, PRIMERAS);
  return (
    <>
      <Form.Group className="d-sm-none mb-2" controlId="ranking-maquinas-orden">
        <Form.Label className="small mb-1">{l.ordenarPor}</Form.Label>
        <Form.Select
          size="sm"
          value={`${orden.desc ? '-' : ''}${orden.campo}`}
          onChange={(e) => {
            const v = e.target.value;
            setOrden({ campo: v.replace(/^-/, '') as Campo, desc: v.startsWith('-') });
          }}
        >
          {COLUMNAS.flatMap((c) => [
            <option key={`-${c.campo}`} value={`-${c.campo}`}>
              {`${c.titulo}, ${l.descendente}`}
            </option>,
            <option key={c.campo} value={c.campo}>
              {`${c.titulo}, ${l.ascendente}`}
            </option>,
          ])}
        </Form.Select>
      </Form.Group>
      <ScrollTable
        label={ui.rankingMaquinas}
        hover
        size="sm"
        className="align-middle lista-tarjetas av-ranking mb-0"
      >
        <thead>
          <tr>
            {COLUMNAS.map((c) => (
              <Encabezado key={c.campo} {...c} orden={orden} onOrden={setOrden} />
            ))}
          </tr>
        </thead>
        <tbody>
          {vistas.map((m) => (
            // The machine's button stretches over its row: the whole row opens the panel, one tab stop each.
            <tr key={m.id_maquina} className="position-relative">
              <td data-label={ui.colMaquina}>
                <span className="d-inline-flex flex-wrap align-items-center justify-content-end gap-1">
                  <Button
                    variant="link"
                    className="p-0 text-start text-decoration-none fw-semibold stretched-link"
                    title={ui.abrirMaquina(m.nombre)}
                    onClick={() => onMaquina(m.id_maquina)}
                  >
                    {m.nombre}
                  </Button>
                  {m.estatus !== 'ACTIVA' && (
                    <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
                      {ui.inactiva}
                    </Badge>
                  )}
                </span>
              </td>
              <td data-label={ui.colVentas} className="text-nowrap">
                {formatMoney(m.ventas)}
              </td>
              <td data-label={ui.colCambio}>
                <Cambio actual={m.ventas} anterior={m.ventas_anterior} />
              </td>
              <td data-label={ui.colDiasSinVenta} className="text-nowrap">
                {m.dias_sin_venta === null ? (
                  <span className="text-secondary">{ui.nuncaVendio}</span>
                ) : (
                  formatQuantity(m.dias_sin_venta)
                )}
                {m.alerta && m.dias_sin_venta !== null && (
                  <Badge
                    bg="warning-subtle"
                    text="warning-emphasis"
                    className="ms-2 border border-warning-subtle"
                    title={ui.alertaDias(m.dias_sin_venta)}
                  >
                    <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
                    {ui.alerta}
                    <span className="visually-hidden">{`: ${ui.alertaDias(m.dias_sin_venta)}`}</span>
                  </Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {maquinas.length > PRIMERAS && (
        <div className="text-center mt-2">
          <Button variant="outline-secondary" size="sm" onClick={() => setTodas(!todas)}>
            {todas ? ui.verMenos : ui.verTodas(maquinas.length)}
          </Button>
        </div>
      )}
    </>
  );
}
