// The sanitary record's pages: the entries (of one machine), a machine's care page, its expediente.
import { PANTALLAS } from '@aguavend/contract/pantallas';

const base = PANTALLAS.registroSanitario.ruta;

export const rutaRegistros = (id_maquina: number) => `${base}?maquina=${id_maquina}`;
export const rutaCuidado = (id_maquina: number) => `${base}/maquina/${id_maquina}`;
export const rutaExpediente = (id_maquina: number) => `${base}/expediente?maquina=${id_maquina}`;
