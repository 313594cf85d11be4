import { describe, expect, it } from 'vitest'

import { formatCurrency, formatMultiple, formatPercent } from './format'

describe('formatCurrency', () => {
  it('shows large amounts in whole dollars with grouping', () => {
    expect(formatCurrency(328_840.49)).toBe('$328,840')
    expect(formatCurrency(7_200_000)).toBe('$7,200,000')
    expect(formatCurrency(100)).toBe('$100')
  })

  it('keeps cents on small amounts such as a rent per square foot', () => {
    expect(formatCurrency(1.53)).toBe('$1.53')
    expect(formatCurrency(99.5)).toBe('$99.50')
  })

  it('does not show $99.999 as $100.00 with cents', () => {
    expect(formatCurrency(99.999)).toBe('$100')
  })

  it('shows nothing owed as $0', () => {
    expect(formatCurrency(0)).toBe('$0')
    expect(formatCurrency(0.001)).toBe('$0')
  })

  it('signs losses and never shows a negative zero', () => {
    expect(formatCurrency(-12_345.6)).toBe('-$12,346')
    expect(formatCurrency(-0.001)).toBe('$0')
  })
})

describe('formatPercent', () => {
  it('shows 2 decimals', () => {
    expect(formatPercent(4.567_222)).toBe('4.57%')
    expect(formatPercent(5)).toBe('5.00%')
    expect(formatPercent(-1.234)).toBe('-1.23%')
  })
})

describe('formatMultiple', () => {
  it('shows the coverage ratio as a multiple with 2 decimals', () => {
    expect(formatMultiple(1.282_13)).toBe('1.28x')
    expect(formatMultiple(1.25)).toBe('1.25x')
  })
})
