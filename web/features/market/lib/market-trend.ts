import { formatMonthlyLeaseRate, formatQuarter, formatVacancy } from './format'

type TrendQuarter = { quarter: string; year: number; vacancyRate: number; annualLeaseRate: number }

/** "rose from 2.91% to 5.22%", or "held at 5.22%" when the shown figures are the same. */
function movement({ from, to, format }: { from: number; to: number; format: (value: number) => string }): string {
  if (format(from) === format(to)) return `held at ${format(to)}`
  return `${to > from ? 'rose' : 'fell'} from ${format(from)} to ${format(to)}`
}

/**
 * One sentence on how vacancy and the lease rate moved over `quarters` (oldest first), e.g. "Orange
 * County vacancy rose from 2.91% to 5.22% between Q4 2023 and Q3 2025, and the average lease rate fell
 * from $1.62 to $1.53 per square foot per month." The chart's text alternative.
 */
export function describeMarketTrend({
  areaName,
  quarters,
  isCity = false,
}: {
  areaName: string
  quarters: TrendQuarter[]
  isCity?: boolean
}): string {
  const first = quarters[0]
  const last = quarters.at(-1)
  if (!first || !last) return `No quarterly figures are available for ${areaName} yet.`
  const vacancy = (rate: number) => formatVacancy({ rate, isCity })
  if (quarters.length === 1) {
    return `${areaName} vacancy was ${vacancy(last.vacancyRate)} and the average lease rate ${formatMonthlyLeaseRate(last.annualLeaseRate)} per square foot per month in ${formatQuarter(last)}.`
  }
  const vacancyMove = movement({ from: first.vacancyRate, to: last.vacancyRate, format: vacancy })
  const rateMove = movement({ from: first.annualLeaseRate, to: last.annualLeaseRate, format: formatMonthlyLeaseRate })
  return `${areaName} vacancy ${vacancyMove} between ${formatQuarter(first)} and ${formatQuarter(last)}, and the average lease rate ${rateMove} per square foot per month.`
}
