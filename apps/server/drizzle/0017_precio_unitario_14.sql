-- A sale's unit price keeps a rate's 4 decimals and still holds the 9,999,999,999.99 the sales routes accept.
ALTER TABLE "ventas_maquina" ALTER COLUMN "precio_unitario" SET DATA TYPE numeric(14, 4);