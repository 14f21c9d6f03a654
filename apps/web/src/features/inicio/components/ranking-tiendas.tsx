// The stores of the period, best seller first (issue 18): each store's units, number of sales, sales and their
// change against the previous period (in whole percent from both figures, as the machines' and products' rankings
// beside it show theirs), counted for the store where each machine stood on the sale's day. 'Sin tienda'
// gathers the sales of machines that stood at none. The first ten unless all are asked for; a store's row opens its
// page where the role grants it. On a phone each row is a card.
import { mensajes } from '@aguavend/contract/messages';
import type { TiendaNegocioFila } from '@aguavend/contract/negocio';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { Cambio } from '../../../components/cambio.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney, formatQuantity } from '../../../lib/format.ts';
import { PRIMERAS } from './ranking-maquinas.tsx';

const ui = mensajes.inicio;

export function RankingTiendas({
  tiendas,
  tiendaHref,
}: {
  tiendas: TiendaNegocioFila[];
  /** Where a store's page opens; without it (a role without Tiendas) the names are plain text. */
  tiendaHref?: ((id_tienda: number) => string) | undefined;
}) {
  const [todas, setTodas] = useState(false);
  const vistas = todas ? tiendas : tiendas.slice(0, PRIMERAS);
  return (
    <>
      <ScrollTable
        label={ui.rankingTiendas}
        hover
        size="sm"
        className="align-middle lista-tarjetas av-ranking mb-0"
      >
        <thead>
          <tr>
            <th scope="col">{ui.colTienda}</th>
            <th scope="col" className="text-end">
              {ui.colUnidades}
            </th>
            <th scope="col" className="text-end">
              {ui.colNumeroVentas}
            </th>
            <th scope="col" className="text-end">
              {ui.colVentas}
            </th>
            <th scope="col">{ui.colCambio}</th>
          </tr>
        </thead>
        <tbody>
          {vistas.map((t) => (
            // The store's link stretches over its row: the whole row opens the page, one tab stop each.
            <tr key={t.id_tienda} className="position-relative">
              <td data-label={ui.colTienda}>
                {tiendaHref && t.id_tienda > 0 ? (
                  <Link
                    to={tiendaHref(t.id_tienda)}
                    className="fw-semibold text-decoration-none stretched-link"
                    title={ui.abrirTienda(t.nombre)}
                  >
                    {t.nombre}
                  </Link>
                ) : (
                  <span className={t.id_tienda > 0 ? undefined : 'text-secondary'}>{t.nombre}</span>
                )}
              </td>
              <td data-label={ui.colUnidades} className="text-end">
                {formatQuantity(t.unidades)}
              </td>
              <td data-label={ui.colNumeroVentas} className="text-end">
                {formatQuantity(t.numero_ventas)}
              </td>
              <td data-label={ui.colVentas} className="text-end text-nowrap">
                {formatMoney(t.ventas)}
              </td>
              <td data-label={ui.colCambio}>
                <Cambio actual={t.ventas} anterior={t.ventas_anterior} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {tiendas.length > PRIMERAS && (
        <div className="text-center mt-2">
          <Button variant="outline-secondary" size="sm" onClick={() => setTodas(!todas)}>
            {todas ? ui.verMenos : ui.verTodasTiendas(tiendas.length)}
          </Button>
        </div>
      )}
    </>
  );
}
