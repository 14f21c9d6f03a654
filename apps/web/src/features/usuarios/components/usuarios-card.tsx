// The users (all, or the chosen machine's) as a list: active/deleted tabs, search, period of creation, sort, pages and
// export from the server; edit, delete and restore.
import { MASCARA_CLAVE } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTiendas } from '../../../lib/reference-data.ts';
import { useDeleteUsuario } from '../api/delete-usuario.ts';
import { cuerpoUsuarios, rutaUsuarios, type UsuarioRow, useUsuarios } from '../api/get-usuarios.ts';
import { useRestoreUsuario } from '../api/restore-usuario.ts';
import { UsuarioEditDialog } from './usuario-edit-dialog.tsx';

const m = mensajes.usuarios;
const ui = m.ui;

const nombreCompleto = (u: UsuarioRow) => [u.nombre, u.ap_paterno, u.ap_materno].filter(Boolean).join(' ');

export function UsuariosCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<UsuarioRow>();
  const estado = r.deleted ? 'eliminados' : 'activos';
  const lista = useUsuarios(estado, id_maquina, r.list.consulta);
  const eliminar = useDeleteUsuario();
  const restaurar = useRestoreUsuario();
  const tiendas = useTiendas().data;
  const tiendaDe = (u: UsuarioRow) =>
    u.id_tienda
      ? (tiendas?.find((t) => t.id_tienda === u.id_tienda)?.nombre_comercial ?? `#${u.id_tienda}`)
      : '';

  const columnas: Column<UsuarioRow>[] = [
    { header: ui.colId, cell: (u) => u.id_usuario, sort: 'id_usuario' },
    { header: ui.colNombre, cell: (u) => u.nombre, sort: 'nombre' },
    { header: ui.colApPaterno, cell: (u) => u.ap_paterno, sort: 'ap_paterno' },
    { header: ui.colApMaterno, cell: (u) => u.ap_materno ?? '' },
    { header: ui.colUsername, cell: (u) => u.username, sort: 'username' },
    { header: ui.colEmail, cell: (u) => u.email, sort: 'email' },
    { header: ui.colActivo, cell: (u) => u.activo },
    { header: ui.colIdRol, cell: (u) => u.id_rol },
    // A store's own user: the store under the role, so the list gains no column.
    {
      header: ui.colRol,
      cell: (u) => {
        const tienda = tiendaDe(u);
        return tienda ? (
          <>
            {u.rol}
            <span className="d-block small text-body-secondary">{`${ui.colTienda}: ${tienda}`}</span>
          </>
        ) : (
          u.rol
        );
      },
    },
    // The spec's column: the password is never shown, only its mask.
    { header: ui.colClave, cell: () => MASCARA_CLAVE },
    {
      header: ui.colCreacion,
      cell: (u) => formatDateTime(u.fecha_creacion),
      sort: 'fecha_creacion',
      className: 'text-nowrap',
    },
    r.actions({
      id: (u) => u.id_usuario,
      remove: {
        confirm: (u) => mensajes.confirmarEliminar.usuario(u.username, nombreCompleto(u)),
        run: eliminar.mutateAsync,
        done: m.eliminado,
      },
      restore: { run: restaurar.mutateAsync, done: m.restaurado },
    }),
  ];

  return (
    <RecordsCard
      {...r.card}
      title={ui.tituloTabla}
      tabs={[ui.tabActivos, ui.tabEliminados]}
      hint={null}
      query={lista}
      columns={columnas}
      exportSource={{ path: rutaUsuarios(estado), body: cuerpoUsuarios(id_maquina, r.list.consulta) }}
      rowKey={(u) => u.id_usuario}
    >
      {r.editor(
        (u, close) => (
          <UsuarioEditDialog key={u.id_usuario} usuario={u} {...close} />
        ),
        m.actualizado,
      )}
    </RecordsCard>
  );
}
