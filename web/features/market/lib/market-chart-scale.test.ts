import { describe, expect, it } from 'vitest'

import { axisPosition, niceAxis, slotCentre } from './market-chart-scale'

describe('niceAxis', () => {
  it('spans the values with round ticks', () => {
    expect(niceAxis({ values: [2.91, 3.34, 4.46, 5.22] }).ticks).toEqual([2, 3, 4, 5, 6])
    expect(niceAxis({ values: [1.53, 1.62] }).ticks).toEqual([1.5, 1.55, 1.6, 1.65, 1.7])
  })

  it('widens the step when a low start would leave the top out', () => {
    const axis = niceAxis({ values: [1.9, 6.1] })
    expect(axis.min).toBeLessThanOrEqual(1.9)
    expect(axis.max).toBeGreaterThanOrEqual(6.1)
    expect(axis.ticks).toHaveLength(5)
  })

  it('centres a single value and keeps rates above zero', () => {
    const axis = niceAxis({ values: [4.9] })
    expect(axis.ticks).toEqual([4, 4.5, 5, 5.5, 6])
    expect(niceAxis({ values: [0] }).min).toBe(0)
  })

  it('gives as many decimals as the step needs', () => {
    expect(niceAxis({ values: [2.91, 5.22] }).decimals).toBe(0)
    expect(niceAxis({ values: [1.53, 1.62] }).decimals).toBe(2)
  })

  it('handles negative values', () => {
    const axis = niceAxis({ values: [-655_900, -187_400] })
    expect(axis.min).toBeLessThanOrEqual(-655_900)
    expect(axis.max).toBeGreaterThanOrEqual(-187_400)
  })
})

describe('positions', () => {
  it('puts the axis minimum at the bottom and the maximum at the top', () => {
    const axis = niceAxis({ values: [2, 6] })
    expect(axisPosition({ value: axis.min, axis, top: 10, height: 200 })).toBe(210)
    expect(axisPosition({ value: axis.max, axis, top: 10, height: 200 })).toBe(10)
  })

  it('centres each quarter in its slot', () => {
    expect(slotCentre({ index: 0, count: 1, left: 0, width: 100 })).toBe(50)
    expect(slotCentre({ index: 0, count: 4, left: 0, width: 400 })).toBe(50)
    expect(slotCentre({ index: 3, count: 4, left: 0, width: 400 })).toBe(350)
  })
})
