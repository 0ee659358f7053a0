import { describe, expect, it } from 'vitest';
import {
  isDaysPerWeek,
  isDedication,
  isGrade,
  isHoursPerDay,
  isHoursPerWeek,
  isMonths,
  isPlaces,
  isPositiveDecimal,
  parseDecimal,
} from './numbers';

describe('parseDecimal (SPEC §5 decimal comma)', () => {
  it.each([
    ['3,5', 3.5],
    ['3.5', 3.5],
    [' 4 ', 4],
    ['0,25', 0.25],
    [',5', 0.5],
    ['10,', 10],
    ['-2,5', -2.5],
    [7, 7],
    [2.75, 2.75],
  ] as const)('%j -> %j', (value, expected) => {
    expect(parseDecimal(value)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '3,5,1', '1.234,5', '3 5', '3,5a', ',', Number.NaN, Infinity])('rejects %j', (value) => {
    expect(parseDecimal(value)).toBeNull();
  });
});

type Case = [string | number, boolean];

describe.each([
  [
    'isGrade (1 to 4)',
    isGrade,
    [
      [1, true],
      ['4', true],
      ['3,5', true],
      [2.25, true],
      ['0,9', false],
      [4.01, false],
      ['', false],
    ],
  ],
  [
    'isMonths (0 to 12 whole)',
    isMonths,
    [
      [0, true],
      ['12', true],
      [6, true],
      [13, false],
      [-1, false],
      ['6,5', false],
    ],
  ],
  [
    'isDedication (0 to 100)',
    isDedication,
    [
      [0, true],
      ['100', true],
      ['80', true],
      ['50,5', true],
      [101, false],
      [-1, false],
    ],
  ],
  [
    'isDaysPerWeek (1 to 7 whole)',
    isDaysPerWeek,
    [
      [1, true],
      ['7', true],
      [0, false],
      [8, false],
      ['2,5', false],
    ],
  ],
  [
    'isHoursPerWeek (> 0, <= 35)',
    isHoursPerWeek,
    [
      ['35', true],
      ['0,5', true],
      [20, true],
      [35.01, false],
      [0, false],
      ['x', false],
    ],
  ],
  [
    'isHoursPerDay (> 0, <= 24)',
    isHoursPerDay,
    [
      [5, true],
      ['7,5', true],
      [24, true],
      [0, false],
      [25, false],
    ],
  ],
  [
    'isPlaces (whole >= 1)',
    isPlaces,
    [
      [1, true],
      ['10', true],
      [0, false],
      ['1,5', false],
      [-3, false],
    ],
  ],
  [
    'isPositiveDecimal',
    isPositiveDecimal,
    [
      ['1200,50', true],
      [0.01, true],
      [0, false],
      ['-1', false],
      ['', false],
    ],
  ],
] as [string, (v: string | number) => boolean, Case[]][])('%s', (_name, check, cases) => {
  it.each(cases)('%j -> %s', (value, expected) => {
    expect(check(value)).toBe(expected);
  });
});
