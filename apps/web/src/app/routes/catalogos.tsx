// Catalogs (ADMIN): machines, products and transaction categories — list, create and edit.
import { mensajes } from '@aguavend/contract/messages';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header.tsx';
import { CatalogoTab } from '../../features/catalogos/components/catalogo-tab.tsx';
import {
  useCatalogoCategorias,
  useCatalogoMaquinas,
  useCatalogoProductos,
} from '../../features/catalogos/components/catalogos.tsx';
import { useCategorias, useMaquinas, useProductos } from '../../lib/reference-data.ts';

const ui = mensajes.uiCatalogos;

export default function CatalogosRoute() {
  const maquinas = useMaquinas();
  const productos = useProductos();
  const categorias = useCategorias();
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
          <Tabs defaultActiveKey="maquinas" className="mb-3">
            <Tab eventKey="maquinas" title={ui.maquinas}>
              <CatalogoTab catalogo={catalogos.maquinas} query={maquinas} />
            </Tab>
            <Tab eventKey="productos" title={ui.productos}>
              <CatalogoTab catalogo={catalogos.productos} query={productos} />
            </Tab>
            <Tab eventKey="categorias" title={ui.categorias}>
              <CatalogoTab catalogo={catalogos.categorias} query={categorias} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}
