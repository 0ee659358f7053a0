import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  zBoolFlag,
  zCif,
  zContactEmail,
  zDate,
  zDaysPerWeek,
  zDecimal,
  zDedication,
  zDni,
  zEmail,
  zEmailCode,
  zEnrolmentUrl,
  zGrade,
  zHoursPerDay,
  zHoursPerWeek,
  zIban,
  zLinkedinUrl,
  zMonths,
  zOptional,
  zOptionalText,
  zPassword,
  zPhone,
  zPlaces,
  zPostalCode,
  zRequiredText,
  zSsn,
  zUrl,
} from './fields';

/** First issue message, as the API error handler and the web form read it. */
function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

function parsed(schema: z.ZodType, value: unknown): unknown {
  return schema.parse(value);
}

type Valid = [unknown, unknown];
type Invalid = [unknown, string];

// Each builder: values it accepts with their output, and values it rejects with the message.
const table: [string, () => z.ZodType, Valid[], Invalid[]][] = [
  [
    'zRequiredText()',
    () => zRequiredText(),
    [
      ['abc', 'abc'],
      ['  Tecnologías Levante  ', 'Tecnologías Levante'],
      ['a'.repeat(150), 'a'.repeat(150)],
    ],
    [
      [undefined, 'required'],
      [null, 'required'],
      ['', 'required'],
      ['   ', 'required'],
      ['ab', 'minLength'],
      ['a'.repeat(151), 'malformed'],
      [12, 'malformed'],
    ],
  ],
  [
    'zRequiredText(3, 250)',
    () => zRequiredText(3, 250),
    [['a'.repeat(250), 'a'.repeat(250)]],
    [['a'.repeat(251), 'malformed']],
  ],
  [
    'zOptionalText(10)',
    () => zOptionalText(10),
    [
      [undefined, undefined],
      [null, undefined],
      ['', undefined],
      ['  ', undefined],
      [' abc ', 'abc'],
      ['a', 'a'],
    ],
    [
      ['a'.repeat(11), 'malformed'],
      [5, 'malformed'],
    ],
  ],
  [
    'zOptionalText(150, 9) (telefono2-style minimum)',
    () => zOptionalText(150, 9),
    [
      ['', undefined],
      ['123456789', '123456789'],
    ],
    [['12345678', 'minLength']],
  ],
  [
    'zEmail()',
    () => zEmail(),
    [
      ['alumna@demo.test', 'alumna@demo.test'],
      [' a.b@uni.es ', 'a.b@uni.es'],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['alumna@demo', 'email'],
      ['no-at.test', 'email'],
    ],
  ],
  [
    'zEmailCode()',
    () => zEmailCode(),
    [['empresa@demo.test', 'empresa@demo.test']],
    [
      [undefined, 'required'],
      ['empresa@', '69'],
    ],
  ],
  [
    'zContactEmail()',
    () => zContactEmail(),
    [['empresa@demo.test', 'empresa@demo.test']],
    [
      ['', 'required'],
      ['josé@empresa.es', '69'],
      ['empresa@demo', '69'],
      [`${'a'.repeat(150)}@x.es`, 'malformed'],
    ],
  ],
  [
    'zPhone()',
    () => zPhone(),
    [
      ['600123456', '600123456'],
      [' +34 600 123 456 ', '+34 600 123 456'],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['60012345', '70'],
      ['1234567890123456', '70'],
      ['600-123-456', '70'],
    ],
  ],
  [
    'zDni()',
    () => zDni(),
    [
      ['12345678z', '12345678Z'],
      [' x1234567l ', 'X1234567L'],
      ['Y1234567X', 'Y1234567X'],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['12345678A', '66'],
      ['X123456L', '66'],
    ],
  ],
  [
    'zCif()',
    () => zCif(),
    [
      ['b-65410011', 'B65410011'],
      ['Q2818014I', 'Q2818014I'],
    ],
    [
      ['', 'required'],
      ['A58818502', '33'],
      ['12345678Z', '33'],
    ],
  ],
  [
    'zIban()',
    () => zIban(),
    [['es91 2100 0418 4502 0005 1332', 'ES9121000418450200051332']],
    [
      ['', 'required'],
      ['ES9121000418450200051333', '73'],
      ['ES912100041845020005133', '73'],
    ],
  ],
  [
    'zSsn()',
    () => zSsn(),
    [
      ['28/12345678/40', '281234567840'],
      ['281234567840', '281234567840'],
    ],
    [
      ['', 'required'],
      ['281234567841', '108'],
      ['2812345678', '108'],
    ],
  ],
  [
    'zPostalCode()',
    () => zPostalCode(),
    [
      ['46001', '46001'],
      [' 08001 ', '08001'],
    ],
    [
      ['', 'required'],
      ['4600', 'malformed'],
      ['46A01', 'malformed'],
    ],
  ],
  [
    'zPassword()',
    () => zPassword(),
    [
      ['Demo2026', 'Demo2026'],
      [' espacio 1 ', ' espacio 1 '],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['abcdefgh', '28'],
      ['abc1', '28'],
    ],
  ],
  [
    'zUrl()',
    () => zUrl(),
    [['https://example.com/x', 'https://example.com/x']],
    [
      ['', 'required'],
      ['example.com', 'malformed'],
      ['ftp://example.com', 'malformed'],
    ],
  ],
  [
    'zEnrolmentUrl()',
    () => zEnrolmentUrl(),
    [['https://empleo.empresa.es/inscripcion', 'https://empleo.empresa.es/inscripcion']],
    [
      ['', 'required'],
      ['empresa.es/inscripcion', 'url'],
    ],
  ],
  [
    'zLinkedinUrl()',
    () => zLinkedinUrl(),
    [['https://www.linkedin.com/in/ana', 'https://www.linkedin.com/in/ana']],
    [
      ['', 'required'],
      ['https://www.linkedin.com/feed', 'url'],
      ['https://example.com/in/ana', 'url'],
    ],
  ],
  [
    'zGrade()',
    () => zGrade(),
    [
      ['3,5', 3.5],
      [2, 2],
      ['4', 4],
      [' 1,25 ', 1.25],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      [0.5, 'malformed'],
      ['4,1', 'malformed'],
      ['abc', 'malformed'],
      [true, 'malformed'],
    ],
  ],
  [
    'zMonths()',
    () => zMonths(),
    [
      [0, 0],
      ['12', 12],
    ],
    [
      [13, 'malformed'],
      ['6,5', 'malformed'],
      [undefined, 'required'],
    ],
  ],
  [
    'zDedication()',
    () => zDedication(),
    [
      [80, 80],
      ['100', 100],
      ['0', 0],
    ],
    [
      [101, 'malformed'],
      [-5, 'malformed'],
    ],
  ],
  [
    'zDaysPerWeek()',
    () => zDaysPerWeek(),
    [
      [5, 5],
      ['7', 7],
    ],
    [
      [0, 'malformed'],
      [8, 'malformed'],
      ['2,5', 'malformed'],
    ],
  ],
  [
    'zHoursPerWeek()',
    () => zHoursPerWeek(),
    [
      ['35', 35],
      ['20,5', 20.5],
      [0.5, 0.5],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['35,5', '102'],
      [40, '102'],
      [0, 'malformed'],
      ['x', 'malformed'],
    ],
  ],
  [
    'zHoursPerDay()',
    () => zHoursPerDay(),
    [
      ['5', 5],
      ['7,5', 7.5],
    ],
    [
      [0, 'malformed'],
      [25, 'malformed'],
      [null, 'required'],
    ],
  ],
  [
    'zDecimal()',
    () => zDecimal(),
    [
      ['1200,50', 1200.5],
      [0, 0],
    ],
    [
      ['-1', 'malformed'],
      ['1.200,50', 'malformed'],
    ],
  ],
  [
    'zPlaces()',
    () => zPlaces(),
    [
      [1, 1],
      ['3', 3],
    ],
    [
      [0, 'malformed'],
      ['1,5', 'malformed'],
      ['', 'required'],
    ],
  ],
  [
    'zDate()',
    () => zDate(),
    [
      ['2026-03-01', '2026-03-01'],
      ['2024-02-29', '2024-02-29'],
    ],
    [
      [undefined, 'required'],
      ['', 'required'],
      ['2025-02-29', 'malformed'],
      ['2026-13-01', 'malformed'],
      ['01/03/2026', 'malformed'],
      ['2026-3-1', 'malformed'],
    ],
  ],
  [
    'zBoolFlag()',
    () => zBoolFlag(),
    [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['true', true],
      ['false', false],
    ],
    [
      [undefined, 'required'],
      [2, 'malformed'],
      ['yes', 'malformed'],
    ],
  ],
];

describe.each(table)('%s', (_name, build, valid, invalid) => {
  it.each(valid)('accepts %j -> %j', (value, expected) => {
    expect(parsed(build(), value)).toEqual(expected);
  });

  it.each(invalid)('rejects %j with %j', (value, message) => {
    expect(firstMessage(build(), value)).toBe(message);
  });
});

describe('zOptional', () => {
  const schema = z.object({ telefono2: zOptional(zPhone()), email: zEmailCode() });

  it('leaves the key optional and maps blank to undefined', () => {
    expect(schema.parse({ email: 'a@b.es' })).toEqual({ email: 'a@b.es' });
    expect(schema.parse({ email: 'a@b.es', telefono2: '' }).telefono2).toBeUndefined();
    expect(schema.parse({ email: 'a@b.es', telefono2: null }).telefono2).toBeUndefined();
  });

  it('keeps the inner message and the field path', () => {
    const result = schema.safeParse({ email: 'a@b.es', telefono2: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: '70', path: ['telefono2'] });
  });

  it('shows up as an optional key in the input JSON schema', () => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { required?: string[] };
    expect(json.required).toEqual(['email']);
  });
});

describe('API message order', () => {
  it('reports a single issue per field, so the first numeric message is the catalogue code', () => {
    const schema = z.object({ nombre: zRequiredText(), dni: zDni() });
    const result = schema.safeParse({ nombre: '', dni: '12345678A' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['required', '66']);
  });
});

describe('empty form controls read as missing', () => {
  it.each([[''], [Number.NaN]])('zBoolFlag given %s says required', (input) => {
    const result = zBoolFlag().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('required');
  });
});
