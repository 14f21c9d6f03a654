// When the business sells: a table of the days of the week (rows, Monday first) by the hours of the day (columns),
// each cell coloured by its sales against the busiest cell, and named in words (title for the pointer, label for
// screen readers). On a phone it scrolls inside its own box.
import './inicio.css';
import { mensajes } from '@aguavend/contract/messages';
import type { HoraNegocioFila } from '@aguavend/contract/negocio';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney } from '../../../lib/format.ts';

const ui = mensajes.inicio;
const HORAS = Array.from({ length: 24 }, (_, h) => h);
/** The legend's steps, from the least to the most. */
const ESCALA = [0.2, 0.4, 0.6, 0.8, 1];

/**
 * How strongly a cell is coloured: 0 for none; else from 0.15 (the faintest still seen) to 1 for the busiest,
 * in proportion to its sales.
 */
export function intensidad(ventas: number, maximo: number) {
  if (!(ventas > 0) || !(maximo > 0)) return 0;
  return Math.round(15 + 85 * Math.min(1, ventas / maximo)) / 100;
}

export function MapaHoras({ horas }: { horas: HoraNegocioFila[] }) {
  const celdas = new Map(horas.map((h) => [`${h.dia_semana}-${h.hora}`, h]));
  const maximo = Math.max(0, ...horas.map((h) => h.ventas));
  return (
    <>
      <ScrollTable label={ui.graficaHoras} size="sm" className="av-mapa-horas mb-2">
        <thead>
          <tr>
            <th scope="col" className="av-mapa-dia">
              <span className="visually-hidden">{ui.dia}</span>
            </th>
            {HORAS.map((h) => (
              <th key={h} scope="col" className="text-center fw-normal text-secondary">
                <abbr title={`${h}:00`} className="text-decoration-none">
                  {h}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ui.diasSemana.map((dia, i) => (
            <tr key={dia}>
              <th scope="row" className="av-mapa-dia fw-normal text-secondary">
                <abbr title={dia} className="text-decoration-none">
                  {ui.diasSemanaCortos[i]}
                </abbr>
              </th>
              {HORAS.map((h) => {
                const celda = celdas.get(`${i + 1}-${h}`);
                const nombre = celda
                  ? ui.celdaHora(dia, h, celda.numero_ventas, formatMoney(celda.ventas))
                  : ui.celdaSinVentas(dia, h);
                const nivel = intensidad(celda?.ventas ?? 0, maximo);
                return (
                  <td
                    key={h}
                    className="av-mapa-celda"
                    title={nombre}
                    aria-label={nombre}
                    data-intensidad={nivel}
                    style={
                      nivel > 0 ? { backgroundColor: `rgba(var(--bs-primary-rgb), ${nivel})` } : undefined
                    }
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <div
        className="d-flex align-items-center justify-content-end gap-1 small text-secondary"
        aria-hidden="true"
      >
        <span className="me-1">{ui.menos}</span>
        {ESCALA.map((e) => (
          <span
            key={e}
            className="av-mapa-muestra"
            style={{ backgroundColor: `rgba(var(--bs-primary-rgb), ${e})` }}
          />
        ))}
        <span className="ms-1">{ui.mas}</span>
      </div>
    </>
  );
}
