// The three catalogs: each one's fields (shared by its create row and its edit dialog), schema, columns and calls.
import { CategoriaEditarSchema, CLASES_CATEGORIA } from '@aguavend/contract/categorias';
import { ESTATUS_MAQUINA, type Maquina, MaquinaNuevaSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { type Producto, ProductoNuevoSchema } from '@aguavend/contract/productos';
import { CheckField, RadioField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { referenceKeys, type useCategorias } from '../../../lib/reference-data.ts';
import { useCatalogoWrite } from '../api/catalogos.ts';
import type { CamposProps, Catalogo } from './catalogo-tab.tsx';

const ui = mensajes.uiCatalogos;

/** The write of a catalog row, and its edit with the row's id. */
function useEscrituras(rutas: { crear: string; editar: string }, key: readonly string[]) {
  const crear = useCatalogoWrite(rutas.crear, key);
  const editar = useCatalogoWrite(rutas.editar, key);
  return {
    crear: (values: object) => crear.mutateAsync({ ...values }),
    editar: (id: Record<string, number>, values: object) => editar.mutateAsync({ ...id, ...values }),
  };
}

function CamposMaquina({ form, fieldClass }: CamposProps<typeof MaquinaNuevaSchema>) {
  return (
    <>
      <Field form={form} name="nombre" label={ui.nombre} className={fieldClass} />
      <SelectField
        form={form}
        name="estatus"
        label={ui.estatus}
        choices={ESTATUS_MAQUINA.map((e) => ({ value: e, label: e }))}
        placeholder={false}
        className={fieldClass}
      />
    </>
  );
}

export function useCatalogoMaquinas(): Catalogo<Maquina, typeof MaquinaNuevaSchema> {
  const w = useEscrituras({ crear: '/maquina/new', editar: '/maquina/editar' }, referenceKeys.maquinas);
  return {
    nombre: ui.maquinas,
    idOf: (r) => r.id_maquina,
    columnas: [
      { label: ui.nombre, value: (r) => r.nombre },
      { label: ui.estatus, value: (r) => r.estatus },
    ],
    schema: MaquinaNuevaSchema,
    vacio: { nombre: '', estatus: 'ACTIVA' },
    Campos: CamposMaquina,
    crear: w.crear,
    valoresDe: (r) => ({ nombre: r.nombre, estatus: r.estatus as (typeof ESTATUS_MAQUINA)[number] }),
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
    </>
  );
}

export function useCatalogoProductos(): Catalogo<Producto, typeof ProductoNuevoSchema> {
  const w = useEscrituras({ crear: '/producto/new', editar: '/producto/editar' }, referenceKeys.productos);
  return {
    nombre: ui.productos,
    idOf: (r) => r.id_producto,
    columnas: [
      { label: ui.nombre, value: (r) => r.nombre },
      { label: ui.descripcion, value: (r) => r.descripcion ?? '' },
      { label: ui.precio, value: (r) => formatMoney(r.precio) },
      { label: ui.stock, value: (r) => r.stock.toLocaleString('es-MX') },
    ],
    schema: ProductoNuevoSchema,
    vacio: { nombre: '', descripcion: '' },
    Campos: CamposProducto,
    crear: w.crear,
    valoresDe: (r) => ({
      nombre: r.nombre,
      descripcion: r.descripcion ?? '',
      precio: r.precio,
      stock: r.stock,
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
    referenceKeys.categorias,
  );
  return {
    nombre: ui.categorias,
    idOf: (r) => r.id_categoria_transaccion,
    columnas: [
      { label: ui.tipo, value: (r) => r.tipo },
      { label: ui.clase, value: (r) => r.clase },
      { label: ui.destacada, value: (r) => (r.highlight ? ui.si : ui.no) },
    ],
    schema: CategoriaCamposSchema,
    vacio: { tipo: '', clase: 'EGRESO', highlight: false },
    Campos: CamposCategoria,
    crear: w.crear,
    valoresDe: (r) => ({ tipo: r.tipo, clase: r.clase, highlight: r.highlight }),
    editar: (r, v) => w.editar({ id_categoria_transaccion: r.id_categoria_transaccion }, v),
  };
}
