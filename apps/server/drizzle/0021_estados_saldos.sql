-- Statements with what settles them (schema/cuentas.ts `estadosCuentaSaldos`): adjustments of the month, the total
-- owed, and the store's payments applied to its oldest months first (contract §8). A view, so a payment or an
-- adjustment shows at once everywhere and nothing derived is stored that could disagree.
CREATE VIEW estados_cuenta_saldos AS
WITH base AS (
  SELECT e.id_estado, e.id_tienda, t.nombre_comercial AS tienda, e.mes, e.unidades, e.litros, e.ventas, e.comision,
         coalesce((SELECT sum(a.monto) FROM ajustes_tienda a WHERE a.id_tienda = e.id_tienda AND a.mes = e.mes), 0)
           AS ajustes,
         EXISTS (SELECT 1 FROM meses_cerrados c WHERE c.mes = e.mes) AS cerrado,
         e.fecha_creacion
  FROM estados_cuenta e JOIN tiendas t ON t.id_tienda = e.id_tienda
),
acumulado AS (
  SELECT b.*, b.comision + b.ajustes AS total,
         coalesce(sum(greatest(b.comision + b.ajustes, 0)) OVER (PARTITION BY b.id_tienda ORDER BY b.mes
           ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS antes,
         coalesce((SELECT sum(p.monto) FROM pagos_tienda p WHERE p.id_tienda = b.id_tienda), 0) AS pagos
  FROM base b
)
SELECT id_estado, id_tienda, tienda, mes, unidades, litros, ventas, comision, ajustes, total,
       least(greatest(pagos - antes, 0), greatest(total, 0)) AS pagado,
       total - least(greatest(pagos - antes, 0), greatest(total, 0)) AS pendiente,
       cerrado, fecha_creacion
FROM acumulado;
