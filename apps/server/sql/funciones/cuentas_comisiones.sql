CREATE OR REPLACE FUNCTION public.cuentas_comisiones(p_mes date)
 RETURNS TABLE(id_tienda integer, id_convenio integer, id_maquina integer, concepto text, cantidad numeric, tasa numeric, importe numeric)
 LANGUAGE sql
 STABLE
 SET jit TO 'off'
AS $function$
  WITH mov AS (SELECT * FROM cuentas_movimientos(p_mes) WHERE id_convenio IS NOT NULL),
  dias_mes AS (SELECT extract(day FROM (p_mes + interval '1 month - 1 day'))::numeric AS n),
  dias AS (
    SELECT d.id_tienda, d.id_convenio, count(DISTINCT d.dia)::numeric AS dias
    FROM cuentas_dias(p_mes) d WHERE d.id_convenio IS NOT NULL GROUP BY 1, 2
  ),
  por_maquina AS (
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'PORCENTAJE'::text AS concepto,
           sum(CASE WHEN c.base_iva = 'SIN_IVA' THEN m.ventas_sin_iva ELSE m.ventas END) AS cantidad,
           c.porcentaje AS tasa
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    WHERE c.tipo IN ('PORCENTAJE', 'MIXTO')
    GROUP BY 1, 2, 3, c.base_iva, c.porcentaje
    UNION ALL
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'POR_UNIDAD',
           coalesce(sum(m.unidades) FILTER (WHERE cp.id_producto IS NOT NULL), 0), c.monto_unidad
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    LEFT JOIN convenio_productos cp ON cp.id_convenio = c.id_convenio AND cp.id_producto = m.id_producto
    WHERE c.tipo = 'POR_UNIDAD'
    GROUP BY 1, 2, 3, c.monto_unidad
    UNION ALL
    SELECT m.id_tienda, m.id_convenio, m.id_maquina, 'POR_LITRO', sum(m.litros), c.monto_litro
    FROM mov m JOIN convenios c ON c.id_convenio = m.id_convenio
    WHERE c.tipo = 'POR_LITRO'
    GROUP BY 1, 2, 3, c.monto_litro
  ),
  lineas AS (
    SELECT p.id_tienda, p.id_convenio, p.id_maquina, p.concepto, p.cantidad, p.tasa,
           round(p.cantidad * p.tasa / CASE WHEN p.concepto = 'PORCENTAJE' THEN 100 ELSE 1 END, 2) AS importe
    FROM por_maquina p
    UNION ALL
    SELECT d.id_tienda, d.id_convenio, NULL, 'RENTA', d.dias, c.renta, round(c.renta * d.dias / dm.n, 2)
    FROM dias d JOIN convenios c ON c.id_convenio = d.id_convenio, dias_mes dm
    WHERE c.renta IS NOT NULL
  )
  SELECT * FROM lineas
  UNION ALL
  SELECT d.id_tienda, d.id_convenio, NULL, 'MINIMO', d.dias, c.minimo,
         round(c.minimo * d.dias / dm.n, 2) - coalesce(l.suma, 0)
  FROM dias d JOIN convenios c ON c.id_convenio = d.id_convenio
  CROSS JOIN dias_mes dm
  LEFT JOIN (SELECT id_convenio, sum(importe) AS suma FROM lineas GROUP BY 1) l ON l.id_convenio = d.id_convenio
  WHERE c.minimo IS NOT NULL AND round(c.minimo * d.dias / dm.n, 2) > coalesce(l.suma, 0)
$function$
