/** Badge colour of each training plan state. */
export const PLAN_COLOURS: Record<string, string> = { pendiente: 'yellow', validado: 'green', devuelto: 'red' };
