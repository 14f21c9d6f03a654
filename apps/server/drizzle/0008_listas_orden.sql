CREATE INDEX "egresos_maquina_monto_idx" ON "egresos" USING btree ("id_maquina","monto","id_egreso");--> statement-breakpoint
CREATE INDEX "ventas_maquina_maquina_cantidad_idx" ON "ventas_maquina" USING btree ("id_maquina","cantidad","id_venta_maquina");--> statement-breakpoint
CREATE INDEX "ventas_maquina_maquina_precio_idx" ON "ventas_maquina" USING btree ("id_maquina","precio_unitario","id_venta_maquina");--> statement-breakpoint
CREATE INDEX "ventas_maquina_maquina_monto_idx" ON "ventas_maquina" USING btree ("id_maquina","monto","id_venta_maquina");