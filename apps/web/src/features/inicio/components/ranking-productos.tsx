// The products of the period, most sold first: units, number of sales, sales and their change. On a phone each
// row is a card.
import { mensajes } from '@aguavend/contract/messages';
import type { ProductoNegocioFila } from '@aguavend/contract/negocio';
import { Cambio } from '../../../components/cambio.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatMoney, formatQuantity } from '../../../lib/format.ts';

const ui = mensajes.inicio;

export function RankingProductos({ productos }: { productos: ProductoNegocioFila[] }) {
  return (
    <ScrollTable
      label={ui.rankingProductos}
      hover
      size="sm"
      className="align-middle lista-tarjetas av-ranking mb-0"
    >
      <thead>
        <tr>
          <th scope="col">{ui.colProducto}</th>
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
        {productos.map((p) => (
          <tr key={p.id_producto}>
            <td data-label={ui.colProducto}>{p.nombre}</td>
            <td data-label={ui.colUnidades} className="text-end">
              {formatQuantity(p.unidades)}
            </td>
            <td data-label={ui.colNumeroVentas} className="text-end">
              {formatQuantity(p.numero_ventas)}
            </td>
            <td data-label={ui.colVentas} className="text-end text-nowrap">
              {formatMoney(p.ventas)}
            </td>
            <td data-label={ui.colCambio}>
              <Cambio actual={p.ventas} anterior={p.ventas_anterior} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
