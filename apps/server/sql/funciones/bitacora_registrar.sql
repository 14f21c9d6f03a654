CREATE OR REPLACE FUNCTION public.bitacora_registrar()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  antes jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) - 'clave_hash' END;
  despues jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) - 'clave_hash' END;
  fila jsonb := coalesce(despues, antes);
  usuario text := nullif(current_setting('aguavend.id_usuario', true), '');
  clave text;
  id_registro text := '';
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'usuarios' THEN
    -- A password change is recorded as such, never with its value.
    IF to_jsonb(OLD) ->> 'clave_hash' IS DISTINCT FROM to_jsonb(NEW) ->> 'clave_hash' THEN
      antes := antes || '{"clave": "********"}';
      despues := despues || '{"clave": "(cambiada)"}';
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND antes = despues THEN
    RETURN NULL;
  END IF;
  FOREACH clave IN ARRAY TG_ARGV LOOP
    id_registro := id_registro || CASE WHEN id_registro = '' THEN '' ELSE '-' END || coalesce(fila ->> clave, '');
  END LOOP;
  INSERT INTO bitacora (id_usuario, tabla, id_registro, accion, antes, despues)
  VALUES (usuario::integer, TG_TABLE_NAME, id_registro, TG_OP, antes, despues);
  RETURN NULL;
END
$function$
