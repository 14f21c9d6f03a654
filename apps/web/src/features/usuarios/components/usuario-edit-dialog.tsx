// The edit dialog of a user: data, role, active flag, an optional new password, the machines the user works on, and
// the store the user is linked to (Mi tienda). The form's values are the body of /users/editar; the store, when
// changed, goes after it through /users/tienda/asignar.
import { mensajes } from '@aguavend/contract/messages';
import { UsuarioEditarSchema } from '@aguavend/contract/usuarios';
import { useState } from 'react';
import { CheckboxListField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useMaquinaChoices, useRolChoices, useTiendaChoices } from '../../../components/selects.tsx';
import { useAsignarTienda } from '../api/asignar-tienda.ts';
import type { UsuarioRow } from '../api/get-usuarios.ts';
import { useUpdateUsuario } from '../api/update-usuario.ts';
import { confirmarSinMaquinas } from './usuario-form.tsx';

const ui = mensajes.usuarios.ui;
const ACTIVO = [
  { value: 1, label: ui.activoSi },
  { value: 0, label: ui.activoNo },
];

export function UsuarioEditDialog({
  usuario,
  onCancel,
  onSaved,
}: {
  usuario: UsuarioRow;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateUsuario();
  const asignar = useAsignarTienda();
  const vinculada = usuario.id_tienda ?? 0;
  const [id_tienda, setTienda] = useState(vinculada);
  const form = useContractForm(UsuarioEditarSchema, {
    defaultValues: {
      id_usuario: usuario.id_usuario,
      id_rol: usuario.id_rol,
      nombre: usuario.nombre,
      ap_paterno: usuario.ap_paterno,
      ap_materno: usuario.ap_materno ?? '',
      username: usuario.username,
      // Empty keeps the current password.
      clave: '',
      email: usuario.email,
      activo: usuario.activo,
      maquinas: usuario.maquinas ?? [],
    },
    failureDisplay: 'banner',
    onSubmit: async (body) => {
      // Taking away a user's last machine asks first (issue 43); one that had none is not asked at every edit.
      if ((usuario.maquinas ?? []).length > 0 && !(await confirmarSinMaquinas(body.maquinas ?? []))) return;
      await update.mutateAsync(body);
      if (id_tienda !== vinculada)
        await asignar.mutateAsync({ id_usuario: usuario.id_usuario, id_tienda: id_tienda || null });
      onSaved();
    },
  });
  return (
    <FormDialog form={form} onCancel={onCancel}>
      <Field form={form} name="nombre" label={ui.nombre} />
      <Field form={form} name="ap_paterno" label={ui.apPaterno} />
      <Field form={form} name="ap_materno" label={ui.apMaterno} />
      <Field form={form} name="username" label={ui.username} autoComplete="off" />
      <Field form={form} name="clave" label={ui.claveEditar} type="password" autoComplete="new-password" />
      <Field form={form} name="email" label={ui.email} type="email" />
      <SelectField form={form} name="activo" label={ui.activo} choices={ACTIVO} placeholder={false} />
      <SelectField form={form} name="id_rol" label={ui.rol} choices={useRolChoices()} />
      <CheckboxListField form={form} name="maquinas" label={ui.maquinas} choices={useMaquinaChoices()} />
      <SelectInput
        label={ui.tiendaVinculada}
        help={ui.tiendaVinculadaAyuda}
        choices={useTiendaChoices()}
        placeholder={ui.sinTienda}
        value={id_tienda}
        onChange={setTienda}
      />
    </FormDialog>
  );
}
