// The three catalogs: each one's fields (shared by its create row and its edit dialog), schema, columns (with the
// contract's `orden` field of each sortable one) and calls.
import {
  CategoriaEditarSchema,
  CLASES_CATEGORIA,
  type ORDEN_CATEGORIAS,
} from '@aguavend/contract/categorias';
import {
  type ESTATUS_MAQUINA,
  type Maquina,
  MaquinaNuevaSchema,
  type ORDEN_MAQUINAS,
} from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import {
  type ORDEN_PRODUCTOS,
  type Producto,
  ProductoNuevoSchema,
  TASAS_IVA,
} from '@aguavend/contract/productos';
import { CheckField, RadioField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { useCategorias } from '../../../lib/reference-data.ts';
import { type NombreCatalogo, useCatalogoWrite } from '../api/catalogos.ts';
import { NuevaMaquina } from './alta-maquina.tsx';
import { CamposMaquina } from './campos-maquina.tsx';
import type { CamposProps, Catalogo } from './catalogo-tab.tsx';
import { PrecioMaquina } from './precio-siguiente.tsx';

const ui = mensajes.uiCatalogos;
const uc = mensajes.uiCortes;
const colId = mensajes.uiVentas.colId;
const cantidad = (n: number) => n.toLocaleString('es-MX');
/** `16` of 0.16: the rate in percent, as the 'IVA (%)' column and the export write it. */
const porciento = (tasa: number) => Math.round(tasa * 100).toString();
const TASAS = TASAS_IVA.map((t) => ({ value: t, label: `${porciento(t)} %` }));

/** The write of a catalog row, and its edit with the row's id. */
function useEscrituras(rutas: { crear: string; editar: string }, catalogo: NombreCatalogo) {
  const crear = useCatalogoWrite(rutas.crear, catalogo);
  const editar = useCatalogoWrite(rutas.editar, catalogo);
  return {
    crear: (values: object) => crear.mutateAsync({ ...values }),
    editar: (id: Record<string, number>, values: object) => editar.mutateAsync({ ...id, ...values }),
  };
}

export function useCatalogoMaquinas(): Catalogo<Maquina, typeof MaquinaNuevaSchema> {
  const w = useEscrituras({ crear: '/maquina/new', editar: '/maquina/editar' }, 'maquinas');
  type Orden = (typeof ORDEN_MAQUINAS)[number];
  return {
    clave: 'maquinas',
    nombre: ui.maquinas,
    idOf: (r) => r.id_maquina,
    columnas: [
      { header: colId, cell: (r) => r.id_maquina, sort: 'id_maquina' satisfies Orden },
      { header: ui.nombre, cell: (r) => r.nombre, sort: 'nombre' satisfies Orden },
      { header: ui.estatus, cell: (r) => r.estatus, sort: 'estatus' satisfies Orden },
      { header: ui.numeroSerie, cell: (r) => r.numero_serie ?? '—' },
      { header: ui.marcaModelo, cell: (r) => r.marca_modelo ?? '—' },
      { header: uc.modoVenta, cell: (r) => uc.modosVenta[r.modo_venta] },
      { header: uc.precioLitro, cell: (r) => <PrecioMaquina maquina={r} />, className: 'text-nowrap' },
    ],
    schema: MaquinaNuevaSchema,
    // No starting reading until one is typed (decision 023, addendum of 2026-11-28): 0 would be a reading.
    vacio: { nombre: '', estatus: 'ACTIVA', modo_venta: 'POR_VENTA' },
    Campos: CamposMaquina,
    // A machine is created with its store and collector in one flow (decision 039), not the create row.
    Crear: NuevaMaquina,
    crear: w.crear,
    valoresDe: (r) => ({
      nombre: r.nombre,
      estatus: r.estatus as (typeof ESTATUS_MAQUINA)[number],
      modo_venta: r.modo_venta,
      precio_litro: r.precio_litro ?? undefined,
      lectura_inicial: r.lectura_inicial ?? undefined,
      // Sent back as they are (blank for none), so an edit keeps or clears them on purpose.
      numero_serie: r.numero_serie ?? '',
      marca_modelo: r.marca_modelo ?? '',
      fecha_instalacion: r.fecha_instalacion ?? '',
    }),
    editar: (r, v) => w.editar({ id_maquina: r.id_maquina }, v),
  };
}

function CamposProducto({ form, fieldClass }: CamposProps<typeof ProductoNuevoSchema>) {
  return (
    <>
      <Field form={form} name="nombre" label={ui.nombre} className={fieldClass} />
      <Field form={form} name="descripcion" label={ui.descripcion} className={fieldClass} />
      <Field
        form={form}
        name="precio"
        label={ui.precio}
        type="number"
        min={0}
        step="0.01"
        prefix="$"
        className={fieldClass}
      />
      <Field
        form={form}
        name="stock"
        label={ui.stock}
        type="number"
        min={0}
        step={1}
        className={fieldClass}
      />
      <Field
        form={form}
        name="stock_minimo"
        label={ui.stockMinimo}
        help={ui.stockMinimoAyuda}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className={fieldClass}
      />
      <Field
        form={form}
        name="litros_por_unidad"
        label={uc.litrosPorUnidad}
        help={uc.litrosPorUnidadAyuda}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.001"
        suffix="L"
        className={fieldClass}
      />
      <RadioField
        form={form}
        name="tasa_iva"
        label={ui.tasaIvaCampo}
        help={ui.tasaIvaAyuda}
        choices={TASAS}
        className={fieldClass}
      />
    </>
  );
}

export function useCatalogoProductos(): Catalogo<Producto, typeof ProductoNuevoSchema> {
  const w = useEscrituras({ crear: '/producto/new', editar: '/producto/editar' }, 'productos');
  type Orden = (typeof ORDEN_PRODUCTOS)[number];
  return {
    clave: 'productos',
    nombre: ui.productos,
    idOf: (r) => r.id_producto,
    columnas: [
      { header: colId, cell: (r) => r.id_producto, sort: 'id_producto' satisfies Orden },
      { header: ui.nombre, cell: (r) => r.nombre, sort: 'nombre' satisfies Orden },
      { header: ui.descripcion, cell: (r) => r.descripcion ?? '' },
      {
        header: ui.precio,
        cell: (r) => formatMoney(r.precio),
        sort: 'precio' satisfies Orden,
        className: 'text-nowrap',
      },
      {
        header: ui.stock,
        // Under its minimum (the STOCK_BAJO alert's rule), the stock says so beside the number.
        cell: (r) => (
          <span className="text-nowrap">
            {cantidad(r.stock)}
            {r.stock_minimo > 0 && r.stock < r.stock_minimo && (
              <i
                className="bi bi-exclamation-triangle-fill text-danger-emphasis ms-1"
                title={mensajes.alertas.tipos.STOCK_BAJO}
                aria-label={mensajes.alertas.tipos.STOCK_BAJO}
                role="img"
              />
            )}
          </span>
        ),
        sort: 'stock' satisfies Orden,
        total: { key: 'stock', format: cantidad },
      },
      {
        header: ui.stockMinimo,
        cell: (r) => cantidad(r.stock_minimo),
        sort: 'stock_minimo' satisfies Orden,
      },
      { header: uc.litrosPorUnidad, cell: (r) => `${cantidad(r.litros_por_unidad)} L` },
      { header: ui.tasaIva, cell: (r) => porciento(r.tasa_iva) },
    ],
    schema: ProductoNuevoSchema,
    vacio: { nombre: '', descripcion: '', stock_minimo: 0, litros_por_unidad: 0 },
    Campos: CamposProducto,
    crear: w.crear,
    valoresDe: (r) => ({
      nombre: r.nombre,
      descripcion: r.descripcion ?? '',
      precio: r.precio,
      stock: r.stock,
      stock_minimo: r.stock_minimo,
      litros_por_unidad: r.litros_por_unidad,
      tasa_iva: r.tasa_iva,
    }),
    editar: (r, v) => w.editar({ id_producto: r.id_producto }, v),
  };
}

/** Create and edit ask for the same fields; the class is always chosen (EGRESO unless it is for sales). */
const CategoriaCamposSchema = CategoriaEditarSchema.omit({ id_categoria_transaccion: true });
type CategoriaFila = NonNullable<ReturnType<typeof useCategorias>['data']>[number];

function CamposCategoria({ form, fieldClass }: CamposProps<typeof CategoriaCamposSchema>) {
  return (
    <>
      <Field form={form} name="tipo" label={ui.tipo} className={fieldClass} />
      <RadioField
        form={form}
        name="clase"
        label={ui.clase}
        help={ui.claseAyuda}
        choices={CLASES_CATEGORIA.map((c) => ({ value: c, label: c }))}
        className={fieldClass}
      />
      <CheckField
        form={form}
        name="highlight"
        label={ui.destacada}
        className={`${fieldClass} align-self-center`}
      />
    </>
  );
}

export function useCatalogoCategorias(): Catalogo<CategoriaFila, typeof CategoriaCamposSchema> {
  const w = useEscrituras(
    { crear: '/cat/categorias/trans/new', editar: '/cat/categorias/trans/editar' },
    'categorias',
  );
  type Orden = (typeof ORDEN_CATEGORIAS)[number];
  return {
    clave: 'categorias',
    nombre: ui.categorias,
    idOf: (r) => r.id_categoria_transaccion,
    columnas: [
      {
        header: colId,
        cell: (r) => r.id_categoria_transaccion,
        sort: 'id_categoria_transaccion' satisfies Orden,
      },
      { header: ui.tipo, cell: (r) => r.tipo, sort: 'tipo' satisfies Orden },
      { header: ui.clase, cell: (r) => r.clase, sort: 'clase' satisfies Orden },
      {
        header: ui.destacada,
        cell: (r) => (r.highlight ? ui.si : ui.no),
        sort: 'highlight' satisfies Orden,
      },
    ],
    schema: CategoriaCamposSchema,
    vacio: { tipo: '', clase: 'EGRESO', highlight: false },
    Campos: CamposCategoria,
    crear: w.crear,
    valoresDe: (r) => ({ tipo: r.tipo, clase: r.clase, highlight: r.highlight }),
    editar: (r, v) => w.editar({ id_categoria_transaccion: r.id_categoria_transaccion }, v),
  };
}
