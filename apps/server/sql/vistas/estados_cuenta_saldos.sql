CREATE OR REPLACE VIEW public.estados_cuenta_saldos AS
 WITH base AS (
         SELECT e.id_estado,
            e.id_tienda,
            t.nombre_comercial AS tienda,
            e.mes,
            e.unidades,
            e.litros,
            e.ventas,
            e.comision,
            COALESCE(( SELECT sum(a.monto) AS sum
                   FROM ajustes_tienda a
                  WHERE a.id_tienda = e.id_tienda AND a.mes = e.mes), 0::numeric) AS ajustes,
            (EXISTS ( SELECT 1
                   FROM meses_cerrados c
                  WHERE c.mes = e.mes)) AS cerrado,
            e.fecha_creacion
           FROM estados_cuenta e
             JOIN tiendas t ON t.id_tienda = e.id_tienda
        ), acumulado AS (
         SELECT b.id_estado,
            b.id_tienda,
            b.tienda,
            b.mes,
            b.unidades,
            b.litros,
            b.ventas,
            b.comision,
            b.ajustes,
            b.cerrado,
            b.fecha_creacion,
            b.comision + b.ajustes AS total,
            COALESCE(sum(GREATEST(b.comision + b.ajustes, 0::numeric)) OVER (PARTITION BY b.id_tienda ORDER BY b.mes ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0::numeric) AS antes,
            COALESCE(( SELECT sum(p.monto) AS sum
                   FROM pagos_tienda p
                  WHERE p.id_tienda = b.id_tienda), 0::numeric) AS pagos
           FROM base b
        )
 SELECT id_estado,
    id_tienda,
    tienda,
    mes,
    unidades,
    litros,
    ventas,
    comision,
    ajustes,
    total,
    LEAST(GREATEST(pagos - antes, 0::numeric), GREATEST(total, 0::numeric)) AS pagado,
    total - LEAST(GREATEST(pagos - antes, 0::numeric), GREATEST(total, 0::numeric)) AS pendiente,
    cerrado,
    fecha_creacion
   FROM acumulado;
