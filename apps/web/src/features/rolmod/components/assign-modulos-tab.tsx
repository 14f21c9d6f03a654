// 'Asignar Módulos a Roles': pick a role, check its modules, replace the role's set. ADMIN holds every module
// whatever is assigned (the server refuses to change it): all shown checked and disabled, with a note, no button.
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { useState } from 'react';
import { Col, Row } from 'react-bootstrap';
import { RolSelect } from '../../../components/selects.tsx';
import { runWithNotice, successNotice } from '../../../lib/notice-rule.ts';
import { notify } from '../../../lib/notify.ts';
import { useRoles } from '../../../lib/reference-data.ts';
import { useAssignModulos } from '../api/assign-modulos.ts';
import { useModulos } from '../api/get-modulos.ts';
import { useRolModulos } from '../api/get-rol-modulos.ts';
import { AssignChecklist } from './assign-checklist.tsx';
import { ModuleIcon } from './module-icon.tsx';
import { useCheckedSet } from './use-checked-set.ts';

const m = mensajes.rolmod;
const ui = m.ui;

export function AssignModulosTab() {
  const [id_rol, setRol] = useState(0);
  const modulos = useModulos();
  const links = useRolModulos(id_rol);
  const assign = useAssignModulos();
  const { selected, toggle, clear } = useCheckedSet(
    id_rol,
    links.data?.map((l) => l.id_modulo),
  );
  const esAdmin = useRoles().data?.find((r) => r.id_rol === id_rol)?.rol === ROL_ADMIN;
  const todos: ReadonlySet<number> = new Set(modulos.data?.map((mo) => mo.id_modulo));

  const submit = async () => {
    const saved = await runWithNotice(async () => {
      await assign.mutateAsync({ id_rol, ids: [...selected] });
      clear();
    });
    if (saved) await notify(successNotice(m.modulosAsignados));
  };

  return (
    <>
      <Row className="mb-3">
        <Col md={6} lg={4}>
          <RolSelect id="asignar-rol" label={ui.rol} value={id_rol} onChange={setRol} />
        </Col>
      </Row>
      {id_rol > 0 ? (
        <AssignChecklist
          idPrefix="rol-modulo"
          legend={ui.modulosDelRol}
          items={(modulos.data ?? []).map((mo) => ({
            id: mo.id_modulo,
            label: mo.nombre,
            icon: <ModuleIcon icono={mo.icono} />,
            disabled: esAdmin,
          }))}
          loading={modulos.isPending || links.isPending}
          error={modulos.isError || links.isError}
          onRetry={() => {
            void modulos.refetch();
            void links.refetch();
          }}
          selected={esAdmin ? todos : selected}
          onToggle={toggle}
          submitLabel={ui.asignarModulos}
          submitting={assign.isPending}
          {...(esAdmin ? { note: m.adminTodosLosModulos } : { onSubmit: () => void submit() })}
        />
      ) : (
        <p className="text-body-secondary">{ui.elijaRol}</p>
      )}
    </>
  );
}
