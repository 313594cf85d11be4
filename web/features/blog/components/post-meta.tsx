import { formatPostDate, isoDay } from '../lib/format-date'
import { formatReadingTime } from '../lib/reading-time'

type PostMetaProps = {
  publishedDate: string | null
  readingMinutes: number
  authorName?: string | null
  /** Light text for a dark background. */
  isInverted?: boolean
}

/** "Kevin Tran · October 21, 2025 · 4 min read" */
export function PostMeta({ publishedDate, readingMinutes, authorName, isInverted = false }: PostMetaProps) {
  const date = formatPostDate(publishedDate)
  const items = [
    authorName ? <span key="author">{authorName}</span> : null,
    date && publishedDate ? (
      <time key="date" dateTime={isoDay(publishedDate)}>
        {date}
      </time>
    ) : null,
    <span key="reading">{formatReadingTime(readingMinutes)}</span>,
  ].filter(Boolean)
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${isInverted ? 'text-slate-200' : 'text-slate-600'}`}>
      {items.map((item, index) => (
        <span key={index} className="inline-flex items-center gap-2">
          {index > 0 ? (
            <span aria-hidden="true" className={isInverted ? 'text-slate-400' : 'text-slate-500'}>
              ·
            </span>
          ) : null}
          {item}
        </span>
      ))}
    </p>
  )
}
