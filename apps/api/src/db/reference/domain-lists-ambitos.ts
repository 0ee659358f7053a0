import type { DomainItemData, DomainListsData } from './domain-item';

/** Study fields (ambitoEstudo) with their specialities (especialidadesAmbitoEstudio). */
const AMBITOS: Array<{ id: number; es: string; ca: string; especialidades: Array<[string, string]> }> = [
  {
    id: 1,
    es: 'Informática',
    ca: 'Informàtica',
    especialidades: [
      ['Desarrollo de software', 'Desenvolupament de programari'],
      ['Sistemas y redes', 'Sistemes i xarxes'],
      ['Ciberseguridad', 'Ciberseguretat'],
      ['Ciencia de datos', 'Ciència de dades'],
    ],
  },
  {
    id: 2,
    es: 'Empresa',
    ca: 'Empresa',
    especialidades: [
      ['Finanzas y contabilidad', 'Finances i comptabilitat'],
      ['Marketing', 'Màrqueting'],
      ['Recursos humanos', 'Recursos humans'],
      ['Comercio internacional', 'Comerç internacional'],
    ],
  },
  {
    id: 3,
    es: 'Derecho',
    ca: 'Dret',
    especialidades: [
      ['Derecho civil', 'Dret civil'],
      ['Derecho mercantil', 'Dret mercantil'],
      ['Derecho laboral', 'Dret laboral'],
      ['Derecho penal', 'Dret penal'],
    ],
  },
  {
    id: 4,
    es: 'Salud',
    ca: 'Salut',
    especialidades: [
      ['Enfermería', 'Infermeria'],
      ['Fisioterapia', 'Fisioteràpia'],
      ['Psicología clínica', 'Psicologia clínica'],
      ['Medicina', 'Medicina'],
    ],
  },
  {
    id: 5,
    es: 'Educación',
    ca: 'Educació',
    especialidades: [
      ['Educación infantil', 'Educació infantil'],
      ['Educación primaria', 'Educació primària'],
      ['Educación secundaria', 'Educació secundària'],
      ['Pedagogía terapéutica', 'Pedagogia terapèutica'],
    ],
  },
  {
    id: 6,
    es: 'Ingeniería',
    ca: 'Enginyeria',
    especialidades: [
      ['Ingeniería industrial', 'Enginyeria industrial'],
      ['Telecomunicación', 'Telecomunicació'],
      ['Ingeniería civil', 'Enginyeria civil'],
      ['Ingeniería aeronáutica', 'Enginyeria aeronàutica'],
    ],
  },
  {
    id: 7,
    es: 'Comunicación',
    ca: 'Comunicació',
    especialidades: [
      ['Periodismo', 'Periodisme'],
      ['Publicidad', 'Publicitat'],
      ['Comunicación audiovisual', 'Comunicació audiovisual'],
    ],
  },
  {
    id: 8,
    es: 'Arte y diseño',
    ca: 'Art i disseny',
    especialidades: [
      ['Diseño gráfico', 'Disseny gràfic'],
      ['Diseño de interiores', "Disseny d'interiors"],
      ['Diseño de moda', 'Disseny de moda'],
    ],
  },
];

/** Speciality id = ámbito id * 100 + position, so both lists keep fixed ids. */
export const AMBITO_LISTS: DomainListsData = {
  ambitos: AMBITOS.map(({ id, es, ca }) => ({ id, es, ca })),
  especialidadesAmbitoEstudio: AMBITOS.flatMap(({ id, especialidades }) =>
    especialidades.map(([es, ca], i): DomainItemData => ({ id: id * 100 + i + 1, es, ca, parent: id })),
  ),
};
