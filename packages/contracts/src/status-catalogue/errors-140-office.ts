import type { TStatusEntryData } from '../status-codes';

/**
 * Refusals of the university office's console (issue #14), numbered from 140. Their HTTP classes
 * are in status-code-flags.ts beside the others (ADR 0002).
 */
export const errorEntriesFrom140: readonly TStatusEntryData[] = [
  {
    code: 140,
    categoria: 'secondary',
    es: {
      titulo: 'Código incorrecto',
      cuerpo:
        'El código de verificación no es correcto o ya se ha usado. Escribe el código que muestra ahora tu aplicación de autenticación o uno de tus códigos de recuperación.',
    },
    ca: {
      titulo: 'Codi incorrecte',
      cuerpo:
        "El codi de verificació no és correcte o ja s'ha fet servir. Escriu el codi que mostra ara la teva aplicació d'autenticació o un dels teus codis de recuperació.",
    },
  },
  {
    code: 141,
    categoria: 'medium',
    to: '/gestion/login',
    es: {
      titulo: 'Verificación caducada',
      cuerpo: 'Ha pasado demasiado tiempo desde que escribiste la contraseña. Vuelve a iniciar sesión.',
    },
    ca: {
      titulo: 'Verificació caducada',
      cuerpo: 'Ha passat massa temps des que vas escriure la contrasenya. Torna a iniciar la sessió.',
    },
  },
  {
    code: 142,
    categoria: 'secondary',
    es: { titulo: 'Segundo factor ya activado', cuerpo: 'Esta cuenta ya tiene activada la verificación en dos pasos.' },
    ca: { titulo: 'Segon factor ja activat', cuerpo: 'Aquest compte ja té activada la verificació en dos passos.' },
  },
  {
    code: 143,
    categoria: 'medium',
    es: {
      titulo: 'Acción no permitida a tu perfil',
      cuerpo: 'Tu perfil en la oficina no permite esta acción. Si la necesitas, pídesela a un administrador.',
    },
    ca: {
      titulo: 'Acció no permesa al teu perfil',
      cuerpo: "El teu perfil a l'oficina no permet aquesta acció. Si la necessites, demana-la a un administrador.",
    },
  },
  {
    code: 144,
    categoria: 'medium',
    es: { titulo: 'Fuera de tus sedes', cuerpo: 'Este estudiante pertenece a una sede que no gestionas.' },
    ca: { titulo: 'Fora de les teves seus', cuerpo: 'Aquest estudiant pertany a una seu que no gestiones.' },
  },
  {
    code: 145,
    categoria: 'secondary',
    es: { titulo: 'Persona no encontrada', cuerpo: 'No hay ninguna persona de la oficina con estos datos.' },
    ca: { titulo: 'Persona no trobada', cuerpo: "No hi ha cap persona de l'oficina amb aquestes dades." },
  },
  {
    code: 146,
    categoria: 'medium',
    es: {
      titulo: 'No sobre tu propia cuenta',
      cuerpo: 'No puedes desactivar tu propia cuenta ni quitarte el perfil de administrador.',
    },
    ca: {
      titulo: 'No sobre el teu propi compte',
      cuerpo: "No pots desactivar el teu propi compte ni treure't el perfil d'administrador.",
    },
  },
  {
    code: 147,
    categoria: 'secondary',
    es: { titulo: 'Sede desconocida', cuerpo: 'Alguna de las sedes elegidas no existe.' },
    ca: { titulo: 'Seu desconeguda', cuerpo: 'Alguna de les seus triades no existeix.' },
  },
];
