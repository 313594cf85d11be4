/** A small seeded random source, so every generated picture is the same from one run to the next. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number
  /** A float in [min, max). */
  range: (min: number, max: number) => number
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
}

/** mulberry32: tiny, fast and well distributed for picture variation (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = (seed * 2654435761) >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number) => min + next() * (max - min)
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  }
}

/** Rounds SVG coordinates to one decimal so the markup stays short. */
export const r1 = (value: number): string => (Math.round(value * 10) / 10).toString()

/** Mixes two #rrggbb colours; `amount` 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255
    const cb = (pb >> shift) & 255
    return Math.round(ca + (cb - ca) * amount)
  }
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0)
  return `#${value.toString(16).padStart(6, '0')}`
}

/** Darkens (negative) or lightens (positive) a colour towards black or white. */
export const shade = (color: string, amount: number): string =>
  amount < 0 ? mix(color, '#000000', -amount) : mix(color, '#ffffff', amount)
