// Inicio's title, drawn by the screen (inicio.tsx) and by the page the server sends before the scripts
// (cascaron.tsx).
import { mensajes } from '@aguavend/contract/messages';

export const TITULO_INICIO = { title: mensajes.inicio.titulo, icon: 'speedometer2' } as const;
