// Machines, products and transaction categories: lists for every signed-in user, writes for ADMIN.
import { CategoriaEditarSchema, CategoriaNuevaSchema, CategoriaSchema } from '@aguavend/contract/categorias';
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { MaquinaEditarSchema, MaquinaNuevaSchema, MaquinaSchema } from '@aguavend/contract/maquinas';
import { mensajes } from '@aguavend/contract/messages';
import { ProductoEditarSchema, ProductoNuevoSchema, ProductoSchema } from '@aguavend/contract/productos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { conflicto, encontrado, erroresApi, ok, sinDuplicado, unaFila } from '../../lib/http.ts';
import {
  buscarCategoria,
  categoriaEnUso,
  crearCategoria,
  crearMaquina,
  crearProducto,
  editarCategoria,
  editarMaquina,
  editarProducto,
  listarCategorias,
  listarMaquinas,
  listarProductos,
} from './catalogos.repository.ts';

const m = mensajes.catalogos;

const routes: FastifyPluginAsyncZod = async (app) => {
  const lista = { config: { acceso: 'sesion' as const } };
  const escritura = { config: { acceso: 'admin' as const } };

  app.post(
    '/maquina',
    {
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Lista de máquinas (todas; los selectores muestran solo las ACTIVA)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(MaquinaSchema), ...erroresApi },
      },
    },
    async () => ok(await listarMaquinas(app.db)),
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
    async (request) =>
      unaFila(
        await comoUsuario(app.db, request, (tx) => crearMaquina(tx, request.body)),
        m.maquinaRegistrada,
      ),
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
      const { id_maquina, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, (tx) => editarMaquina(tx, id_maquina, datos));
      return unaFila(fila, m.guardado, m.maquinaNoExiste);
    },
  );

  app.post(
    '/producto',
    {
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Lista de productos (los selectores muestran solo los que tienen stock)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(ProductoSchema), ...erroresApi },
      },
    },
    async () => ok(await listarProductos(app.db)),
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
        await comoUsuario(app.db, request, (tx) => crearProducto(tx, request.body)),
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
      ...lista,
      schema: {
        tags: ['catálogos'],
        summary: 'Categorías de transacción con su clase (VENTA: para ventas; EGRESO: para egresos)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(CategoriaSchema), ...erroresApi },
      },
    },
    async () => ok(await listarCategorias(app.db)),
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
