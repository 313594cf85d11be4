/** A page number, or a gap ("…") between non-adjacent page numbers. */
export type PageItem = number | 'gap'

/**
 * The page links to show: the first and last pages, and the current page with `radius` neighbours on
 * each side, with a gap where numbers are left out. `[1, 'gap', 4, 5, 6, 'gap', 12]` for page 5 of 12.
 */
export function pageWindow({ page, totalPages, radius = 1 }: { page: number; totalPages: number; radius?: number }): PageItem[] {
  const shown = new Set([1, totalPages])
  for (let number = page - radius; number <= page + radius; number += 1) {
    if (number >= 1 && number <= totalPages) shown.add(number)
  }
  const numbers = [...shown].filter((number) => number >= 1).sort((a, b) => a - b)
  return numbers.flatMap((number, index): PageItem[] => {
    const previous = numbers[index - 1]
    if (previous === undefined || number === previous + 1) return [number]
    // A single missing number is shown rather than hidden behind a gap.
    return number === previous + 2 ? [previous + 1, number] : ['gap', number]
  })
}
