// Machines, products and transaction categories: lists for every signed-in user, writes for ADMIN. Each list call
// is also the reference list of every screen's selects: without `pagina` it answers the whole catalog by name.
import {
  CategoriaEditarSchema,
  CategoriaNuevaSchema,
  CategoriaSchema,
  CategoriasListaSchema,
} from '@aguavend/contract/categorias';
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import {
  type MaquinaEditar,
  MaquinaEditarSchema,
  MaquinaNuevaSchema,
  MaquinaPrecioSiguienteSchema,
  MaquinaPreciosSchema,
  MaquinaSchema,
  MaquinasListaSchema,
  PrecioLitroFilaSchema,
} from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import {
  ProductoEditarSchema,
  ProductoNuevoSchema,
  ProductoSchema,
  ProductosListaSchema,
  tasaIvaPorOmision,
} from '@aguavend/contract/productos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { Tx } from '../../db/client.ts';
import { conflicto, encontrado, erroresApi, invalido, ok, sinDuplicado, unaFila } from '../../lib/http.ts';
import { maquinasVisibles } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  bloquearMaquina,
  buscarCategoria,
  buscarMaquinaConPrecio,
  categoriaEnUso,
  crearCategoria,
  crearMaquina,
  crearProducto,
  editarCategoria,
  editarMaquina,
  editarProducto,
  fijarPrecioSiguiente,
  historialPrecios,
  listarCategorias,
  listarMaquinas,
  listarProductos,
  tieneCortes,
} from './catalogos.repository.ts';

const m = mensajes.catalogos;

/** Today in the business time zone, 'YYYY-MM-DD': a machine cannot have been installed after it. */
const hoyEn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** The installation day, when given, is not after today in the business's time zone (a 400 on its field). */
function instalacionPasada(fecha: string | null | undefined, tz: string) {
  if (fecha && fecha > hoyEn(tz)) throw invalido('fecha_instalacion', m.fechaInstalacionFutura);
}
/** The screens that pick a machine: each needs the machine list (scoped to the caller's machines). */
const PANTALLAS_CON_MAQUINA = [
  'inicio',
  'reportes',
  'ventas',
  'egresos',
  'usuarios',
  'catalogos',
  'bitacora',
  'cortes',
  'alertas',
  'registroSanitario',
] as const;

/**
 * A machine's edit. Its price per liter and its starting reading are the first corte's starting point: once the
 * machine has an active corte they change only at a corte (contract §8), so a different value answers 409 (the same
 * ones, as the form sends them back, pass). Without a corte the price given is the initial one.
 */
async function editarConCortes(tx: Tx, d: Omit<MaquinaEditar, 'id_maquina'> & { id_maquina: number }) {
  const { id_maquina, precio_litro, ...datos } = d;
  const actual = encontrado(await bloquearMaquina(tx, id_maquina), m.maquinaNoExiste);
  if (await tieneCortes(tx, id_maquina)) {
    const vigente = (await buscarMaquinaConPrecio(tx, id_maquina))?.precio_litro ?? null;
    const otroPrecio = precio_litro !== undefined && precio_litro !== vigente;
    const otraLectura =
      datos.lectura_inicial !== undefined && datos.lectura_inicial !== actual.lectura_inicial;
    if (otroPrecio || otraLectura) throw conflicto(mensajes.cortes.precioLitroFijo);
    return editarMaquina(tx, id_maquina, { ...datos, lectura_inicial: actual.lectura_inicial });
  }
  return editarMaquina(tx, id_maquina, { ...datos, precio_litro_inicial: precio_litro });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;
  // The reference lists belong to every screen that picks from them; writes to Catálogos (ADMIN's) alone.
  const maquinasDe = { config: { acceso: PANTALLAS_CON_MAQUINA } };
  const productosDe = { config: { acceso: ['ventas', 'reportes', 'catalogos'] as const } };
  const categoriasDe = { config: { acceso: ['ventas', 'egresos', 'catalogos'] as const } };
  const escritura = { config: { acceso: ['catalogos'] as const } };

  app.post(
    '/maquina',
    {
      ...maquinasDe,
      schema: {
        tags: ['catálogos'],
        summary:
          'Lista de máquinas: sin pagina, todas por nombre (los selectores muestran solo las ACTIVA); con pagina, una página y su total; con formato, el enlace de su exportación',
        body: MaquinasListaSchema,
        response: { 200: respuestaLista(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) =>
      responderLista(
        app.db,
        request,
        'maquinas',
        // Only the caller's machines, unless ADMIN; an export keeps the same reach.
        { ...request.body, maquinas: maquinasVisibles(request) },
        (p) => listarMaquinas(app.db, p, tz),
      ),
  );

  app.post(
    '/maquina/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Registrar una máquina',
        body: MaquinaNuevaSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { precio_litro, ...datos } = request.body;
      instalacionPasada(datos.fecha_instalacion, tz);
      return unaFila(
        await sinDuplicado(
          comoUsuario(app.db, request, (tx) =>
            crearMaquina(tx, { ...datos, precio_litro_inicial: precio_litro ?? null }),
          ),
          m.numeroSerieDuplicado,
        ),
        m.maquinaRegistrada,
      );
    },
  );

  app.post(
    '/maquina/editar',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Editar una máquina',
        body: MaquinaEditarSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) => {
      instalacionPasada(request.body.fecha_instalacion, tz);
      const fila = await sinDuplicado(
        comoUsuario(app.db, request, (tx) => editarConCortes(tx, request.body)),
        m.numeroSerieDuplicado,
      );
      return unaFila(fila, m.guardado, m.maquinaNoExiste);
    },
  );

  app.post(
    '/maquina/precio/siguiente',
    {
      config: { acceso: 'admin' as const },
      schema: {
        tags: ['catálogos'],
        summary:
          'Fijar (o quitar, con null) el precio por litro que rige desde el siguiente corte de la máquina (solo ADMIN)',
        body: MaquinaPrecioSiguienteSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, precio_litro_siguiente } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await bloquearMaquina(tx, id_maquina), m.maquinaNoExiste);
        await fijarPrecioSiguiente(tx, id_maquina, precio_litro_siguiente);
        return buscarMaquinaConPrecio(tx, id_maquina);
      });
      return unaFila(
        fila,
        precio_litro_siguiente === null ? m.precioSiguienteQuitado : m.precioSiguienteFijado,
      );
    },
  );

  app.post(
    '/maquina/precios',
    {
      config: { acceso: ['catalogos', 'cortes'] as const },
      schema: {
        tags: ['catálogos'],
        summary:
          'Historial del precio por litro de una máquina: el inicial (desde su alta) y cada corte que fijó uno nuevo',
        body: MaquinaPreciosSchema,
        response: { 200: respuesta(PrecioLitroFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina } = request.body;
      encontrado(
        await buscarMaquinaConPrecio(app.db, id_maquina, maquinasVisibles(request)),
        m.maquinaNoExiste,
      );
      return ok(await historialPrecios(app.db, id_maquina));
    },
  );

  app.post(
    '/producto',
    {
      ...productosDe,
      schema: {
        tags: ['catálogos'],
        summary:
          'Lista de productos: sin pagina, todos por nombre (los selectores muestran solo los que tienen stock); con pagina, una página, su total y la suma de existencias; con formato, el enlace de su exportación',
        body: ProductosListaSchema,
        response: { 200: respuestaLista(ProductoSchema), ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'productos', request.body ?? {}, (p) => listarProductos(app.db, p, tz)),
  );

  app.post(
    '/producto/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Registrar un producto',
        body: ProductoNuevoSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async (request) =>
      unaFila(
        await comoUsuario(app.db, request, (tx) =>
          crearProducto(tx, {
            ...request.body,
            // Water of 10 L or more and ice are exempt, smaller bottles pay 16 % (contract §8).
            tasa_iva: request.body.tasa_iva ?? tasaIvaPorOmision(request.body.litros_por_unidad),
          }),
        ),
        m.productoRegistrado,
      ),
  );

  app.post(
    '/producto/editar',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Editar un producto (precio y existencias)',
        body: ProductoEditarSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_producto, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, (tx) => editarProducto(tx, id_producto, datos));
      return unaFila(fila, m.guardado, m.productoNoExiste);
    },
  );

  app.post(
    '/cat/categorias/trans',
    {
      ...categoriasDe,
      schema: {
        tags: ['catálogos'],
        summary:
          'Categorías de transacción con su clase (VENTA: para ventas; EGRESO: para egresos): sin pagina, todas por tipo; con pagina, una página y su total; con formato, el enlace de su exportación',
        body: CategoriasListaSchema,
        response: { 200: respuestaLista(CategoriaSchema), ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'categorias', request.body ?? {}, (p) =>
        listarCategorias(app.db, p, tz),
      ),
  );

  app.post(
    '/cat/categorias/trans/new',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary:
          'Registrar una categoría de transacción (sin clase: VENTA si el tipo es VENTA, si no EGRESO)',
        body: CategoriaNuevaSchema,
        response: { 200: respuesta(CategoriaSchema), ...erroresApi },
      },
    },
    async (request) =>
      unaFila(
        await sinDuplicado(
          comoUsuario(app.db, request, (tx) => crearCategoria(tx, request.body)),
          m.tipoDuplicado,
        ),
        m.categoriaRegistrada,
      ),
  );

  app.post(
    '/cat/categorias/trans/editar',
    {
      ...escritura,
      schema: {
        tags: ['catálogos'],
        summary: 'Editar una categoría (su clase cambia solo mientras ninguna venta ni egreso la usa)',
        body: CategoriaEditarSchema,
        response: { 200: respuesta(CategoriaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_categoria_transaccion: id, ...datos } = request.body;
      const fila = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          const actual = encontrado(await buscarCategoria(tx, id, 'update'), m.categoriaNoExiste);
          if (actual.clase !== datos.clase && (await categoriaEnUso(tx, id))) throw conflicto(m.claseEnUso);
          return editarCategoria(tx, id, datos);
        }),
        m.tipoDuplicado,
      );
      return unaFila(fila, m.categoriaActualizada, m.categoriaNoExiste);
    },
  );
};

export default routes;
