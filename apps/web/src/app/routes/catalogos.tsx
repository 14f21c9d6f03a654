// Catalogs (ADMIN): machines, products and transaction categories — create, and each one's list with edit. The tab
// and the list's view live in the URL.
import { mensajes } from '@aguavend/contract/messages';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { useListState } from '../../components/list/use-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { NombreCatalogo } from '../../features/catalogos/api/catalogos.ts';
import { CatalogoTab } from '../../features/catalogos/components/catalogo-tab.tsx';
import {
  useCatalogoCategorias,
  useCatalogoMaquinas,
  useCatalogoProductos,
} from '../../features/catalogos/components/catalogos.tsx';

const ui = mensajes.uiCatalogos;

const CATALOGOS: readonly NombreCatalogo[] = ['maquinas', 'productos', 'categorias'];
const esCatalogo = (v: string | null): v is NombreCatalogo => CATALOGOS.includes(v as NombreCatalogo);

export default function CatalogosRoute() {
  const list = useListState();
  const leido = list.filtro('catalogo');
  const activo: NombreCatalogo = esCatalogo(leido) ? leido : 'maquinas';
  const catalogos = {
    maquinas: useCatalogoMaquinas(),
    productos: useCatalogoProductos(),
    categorias: useCatalogoCategorias(),
  };
  return (
    <>
      <PageHeader title={ui.titulo} icon="box-seam" />
      <Card className="shadow-sm">
        <Card.Body>
          {/* Only the chosen catalog is mounted: the list keys of the URL are its own. Another tab is another list,
              whose view starts afresh (an `orden` of one catalog means nothing to the next). */}
          <Tabs
            id="catalogos-tabs"
            activeKey={activo}
            onSelect={(k) => esCatalogo(k) && list.otraLista({ catalogo: k })}
            className="mb-3 d-print-none"
            mountOnEnter
            unmountOnExit
            transition={false}
          >
            <Tab eventKey="maquinas" title={ui.maquinas}>
              <CatalogoTab catalogo={catalogos.maquinas} />
            </Tab>
            <Tab eventKey="productos" title={ui.productos}>
              <CatalogoTab catalogo={catalogos.productos} />
            </Tab>
            <Tab eventKey="categorias" title={ui.categorias}>
              <CatalogoTab catalogo={catalogos.categorias} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}
