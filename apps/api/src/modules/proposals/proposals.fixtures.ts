import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/login';

/** Test helpers of the company-side areas: valid offer forms and short request helpers. */

/** 'YYYY-MM-DD', `n` days from today (UTC). */
export function day(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** A complete internship offer of empresa@ (company 1): centre 12 and tutor contact 2 are its own. */
export function placementForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tipo: 'practicas',
    titulo: 'Prácticas de desarrollo backend',
    descripcion: 'Incorporación al equipo de plataforma para construir servicios y APIs.',
    tareas: 'Desarrollo de endpoints, pruebas automatizadas y revisión de código.',
    plazas: 2,
    experienciaDeseable: 'Proyectos personales con Node.js.',
    horario: 'Lunes a viernes de 9:00 a 14:00',
    fechaInicio: day(30),
    fechaFin: day(120),
    contrato: 2,
    ayudaEstudio: 400,
    horasDia: 5,
    horasSemana: 25,
    horasTotales: 300,
    dedicacion: 60,
    diasSemana: 5,
    meses: 3,
    idModalidad: 2,
    idAreaFuncional: 5,
    idSector: 8,
    idCentro: 12,
    trabajoFin: { tipo: 'TFG', nombre: 'Microservicios observables', tutor: 'Dra. Inés Vallés' },
    tutorEmpresa: {
      idContacto: 2,
      nombre: 'Sergio',
      apellidos: 'Blasco Marín',
      email: 'sergio.blasco@levantetech.demo.test',
      titulacion: 'Ingeniería Informática',
      telefono: '961112233',
    },
    tutorUniversidad: { nombre: 'Inés Vallés', email: 'ines.valles@ulevante.example' },
    titulaciones: [{ idTitulacion: 1, obligatoria: true }, { idTitulacion: 29 }],
    idiomas: [{ idIdioma: 3, idNivel: 4, certificacion: true }],
    programasInformaticos: [17, 19],
    competencias: [1, 3],
    intereses: [1],
    paisesNacionalidad: [1],
    provinciasResidencia: [46],
    carnetConducir: true,
    edadMaxima: 30,
    anioPromocionMaximo: 2030,
    ultimoCurso: true,
    documentosRequeridos: [1, 2],
    urlInscripcion: 'https://levantetech.demo.test/inscripcion',
    urlInfo: 'https://levantetech.demo.test/info',
    ocultarDatosEmpresa: false,
    fechaCaducidad: day(20),
    etiquetas: ['remoto', 'inglés'],
    ...overrides,
  };
}

/** A complete job offer (no tutors, no study aid; 40 hours a week are fine for a job). */
export function jobForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tipo: 'empleo',
    titulo: 'Desarrollador/a backend',
    descripcion: 'Puesto estable en el equipo de plataforma.',
    plazas: 1,
    horario: 'Lunes a viernes de 9:00 a 18:00',
    fechaInicio: day(30),
    contrato: 1,
    salario: 26000,
    horasSemana: 40,
    idAreaFuncional: 5,
    titulaciones: [{ idTitulacion: 1, obligatoria: true }],
    fechaCaducidad: day(25),
    ...overrides,
  };
}

export function requests(app: FastifyInstance) {
  return {
    get: (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} }),
    post: (url: string, token: string | undefined, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload }),
  };
}
