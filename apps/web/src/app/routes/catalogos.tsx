// Catalogs (ADMIN): machines, products and transaction categories — list, create and edit.
import { ESTATUS_MAQUINA } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { Card, Tab, Tabs } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header.tsx';
import { type CatalogoConfig, CatalogoTab } from '../../features/catalogos/components/catalogo-tab.tsx';
import { formatMoney } from '../../lib/format.ts';
import { referenceKeys, useCategorias, useMaquinas, useProductos } from '../../lib/reference-data.ts';

const ui = mensajes.uiCatalogos;

const MAQUINAS: CatalogoConfig = {
  nombre: ui.maquinas,
  key: referenceKeys.maquinas,
  idField: 'id_maquina',
  crear: '/maquina/new',
  editar: '/maquina/editar',
  campos: [
    { name: 'nombre', label: ui.nombre, required: true },
    {
      name: 'estatus',
      label: ui.estatus,
      type: 'select',
      required: true,
      options: ESTATUS_MAQUINA.map((e) => ({ value: e, label: e })),
    },
  ],
  columnas: [
    { label: ui.nombre, value: (r) => String(r.nombre) },
    { label: ui.estatus, value: (r) => String(r.estatus) },
  ],
  vacio: { nombre: '', estatus: 'ACTIVA' },
};

const PRODUCTOS: CatalogoConfig = {
  nombre: ui.productos,
  key: referenceKeys.productos,
  idField: 'id_producto',
  crear: '/producto/new',
  editar: '/producto/editar',
  campos: [
    { name: 'nombre', label: ui.nombre, required: true },
    { name: 'descripcion', label: ui.descripcion },
    { name: 'precio', label: ui.precio, type: 'number', step: '0.01', required: true },
    { name: 'stock', label: ui.stock, type: 'number', step: '1', required: true },
  ],
  columnas: [
    { label: ui.nombre, value: (r) => String(r.nombre) },
    { label: ui.descripcion, value: (r) => String(r.descripcion ?? '') },
    { label: ui.precio, value: (r) => formatMoney(Number(r.precio)) },
    { label: ui.stock, value: (r) => Number(r.stock).toLocaleString('es-MX') },
  ],
  vacio: { nombre: '', descripcion: '', precio: '', stock: '' },
};

const CATEGORIAS: CatalogoConfig = {
  nombre: ui.categorias,
  key: referenceKeys.categorias,
  idField: 'id_categoria_transaccion',
  crear: '/cat/categorias/trans/new',
  campos: [
    { name: 'tipo', label: ui.tipo, required: true },
    {
      name: 'highlight',
      label: ui.destacada,
      type: 'select',
      options: [
        { value: 'false', label: ui.no },
        { value: 'true', label: ui.si },
      ],
    },
  ],
  columnas: [
    { label: ui.tipo, value: (r) => String(r.tipo) },
    { label: ui.destacada, value: (r) => (r.highlight ? ui.si : ui.no) },
  ],
  vacio: { tipo: '', highlight: 'false' },
};

export default function CatalogosRoute() {
  const maquinas = useMaquinas();
  const productos = useProductos();
  const categorias = useCategorias();
  return (
    <>
      <PageHeader title={ui.titulo} icon="box-seam" />
      <Card className="shadow-sm">
        <Card.Body>
          <Tabs defaultActiveKey="maquinas" className="mb-3">
            <Tab eventKey="maquinas" title={ui.maquinas}>
              <CatalogoTab config={MAQUINAS} query={maquinas} />
            </Tab>
            <Tab eventKey="productos" title={ui.productos}>
              <CatalogoTab config={PRODUCTOS} query={productos} />
            </Tab>
            <Tab eventKey="categorias" title={ui.categorias}>
              <CatalogoTab config={CATEGORIAS} query={categorias} />
            </Tab>
          </Tabs>
        </Card.Body>
      </Card>
    </>
  );
}
