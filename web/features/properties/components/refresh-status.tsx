import { formatTime } from '../../../lib/format'
import { useIsClient } from '../../../lib/use-is-client'

type RefreshStatusProps = { isRefreshing: boolean; getUpdatedAt: () => Date; onRefresh: () => void }

/**
 * "Updated 3:07 PM" with a refresh button. The time is the browser's own clock, so it appears after
 * hydration (the server cannot know the visitor's time zone).
 */
export function RefreshStatus({ isRefreshing, getUpdatedAt, onRefresh }: RefreshStatusProps) {
  const isClient = useIsClient()
  return (
    <div className="flex items-center gap-2 text-sm text-slate-600">
      {isClient ? <span>Updated {formatTime(getUpdatedAt())}</span> : null}
      <button
        type="button"
        onClick={onRefresh}
        disabled={isRefreshing}
        aria-label="Refresh properties"
        className="rounded-full p-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 4v6h6M20 20v-6h-6M5.5 15a7 7 0 0 0 12.3 2.5M18.5 9A7 7 0 0 0 6.2 6.5" />
        </svg>
      </button>
    </div>
  )
}
