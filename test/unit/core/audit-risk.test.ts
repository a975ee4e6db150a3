import { describe, it, expect } from 'vitest';
import {
  RISK_BANDS,
  RISK_LEVELS,
  RISK_LEVEL_NAMES,
  riskLevelAt,
  riskLevelForScore,
  riskLevelIndex,
  type RiskLevel,
} from '../../../src/core/audit';

describe('risk levels', () => {
  it.each([
    ['low', 0, 'Low'],
    ['increasing', 1, 'Increasing'],
    ['higher', 2, 'Higher'],
    ['possibleDependence', 3, 'PossibleDependence'],
  ] as const)('%s has index %i and name %s', (level, index, name) => {
    expect(RISK_LEVELS[index]).toBe(level);
    expect(riskLevelIndex(level)).toBe(index);
    expect(riskLevelAt(index)).toBe(level);
    expect(RISK_LEVEL_NAMES[level]).toBe(name);
  });

  it.each([['high'], [''], [undefined], [2]])('index of %s is -1', (value) => {
    expect(riskLevelIndex(value as RiskLevel)).toBe(-1);
  });

  it.each([[-1], [4], [1.5], ['1']])('riskLevelAt(%s) is undefined', (value) => {
    expect(riskLevelAt(value)).toBeUndefined();
  });
});

describe('riskLevelForScore on the full scale', () => {
  it.each([
    [0, 'low'],
    [4, 'low'],
    [5, 'low'],
    [7, 'low'],
    [8, 'increasing'],
    [15, 'increasing'],
    [16, 'higher'],
    [19, 'higher'],
    [20, 'possibleDependence'],
    [40, 'possibleDependence'],
  ] as const)('total %i is %s', (total, level) => {
    expect(riskLevelForScore(total)).toBe(level);
    expect(riskLevelForScore(total, 'full')).toBe(level);
  });
});

describe('riskLevelForScore on the AUDIT-C scale', () => {
  it.each([
    [0, 'low'],
    [4, 'low'],
    [5, 'increasing'],
    [7, 'increasing'],
    [8, 'higher'],
    [10, 'higher'],
    [11, 'possibleDependence'],
    [12, 'possibleDependence'],
  ] as const)('total %i is %s', (total, level) => {
    expect(riskLevelForScore(total, 'auditC')).toBe(level);
  });
});

describe('riskLevelForScore with bad input', () => {
  it.each([
    [NaN, 'full'],
    [-1, 'full'],
    [41, 'full'],
    [7.5, 'full'],
    [Infinity, 'full'],
    ['8', 'full'],
    [undefined, 'full'],
    [null, 'full'],
    [13, 'auditC'],
    [-1, 'auditC'],
    [5, 'short'],
  ])('%s on %s is undefined', (total, scale) => {
    expect(riskLevelForScore(total as number, scale as 'full')).toBeUndefined();
  });
});

describe('RISK_BANDS', () => {
  it.each([
    ['full', ['0-7', '8-15', '16-19', '20+']],
    ['auditC', ['0-4', '5-7', '8-10', '11-12']],
  ] as const)('%s pill labels', (scale, labels) => {
    expect(RISK_LEVELS.map((level) => RISK_BANDS[scale][level].label)).toEqual(labels);
  });

  it.each(['full', 'auditC'] as const)('%s bands cover every score once, in order', (scale) => {
    const bands = RISK_LEVELS.map((level) => RISK_BANDS[scale][level]);
    expect(bands[0]!.min).toBe(0);
    bands.slice(1).forEach((band, i) => expect(band.min).toBe(bands[i]!.max + 1));
    for (const level of RISK_LEVELS) {
      const { min, max } = RISK_BANDS[scale][level];
      expect(riskLevelForScore(min, scale)).toBe(level);
      expect(riskLevelForScore(max, scale)).toBe(level);
    }
  });
});
