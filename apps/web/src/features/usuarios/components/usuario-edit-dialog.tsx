// The edit dialog of a user: data, role, active flag, an optional new password and the machines the user works
// on. The values are the body of /users/editar; the schema sends it only when activo is 0 or 1.
import { mensajes } from '@aguavend/contract/messages';
import { UsuarioEditarSchema } from '@aguavend/contract/usuarios';
import { CheckboxListField, SelectField } from '../../../components/form/choice-fields.tsx';
import { Field } from '../../../components/form/field.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useContractForm } from '../../../components/form/use-contract-form.ts';
import { useMaquinaChoices, useRolChoices } from '../../../components/selects.tsx';
import type { UsuarioRow } from '../api/get-usuarios.ts';
import { useUpdateUsuario } from '../api/update-usuario.ts';

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
      await update.mutateAsync(body);
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
    </FormDialog>
  );
}
