type LoadErrorProps = {
  /** What failed, e.g. 'Unable to load properties'. */
  title?: string
  error: unknown
  onRetry: () => void
  className?: string
}

/** 'Unable to load properties', the reason ('Error: …') and a Try Again button (SPEC.md section 8). */
export function LoadError({ title = 'Unable to load properties', error, onRetry, className = '' }: LoadErrorProps) {
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-red-50 p-8 text-center ${className}`}>
      <p className="font-semibold text-red-800">{title}</p>
      <p className="mt-1 text-sm text-red-700">Error: {error instanceof Error ? error.message : String(error)}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        Try Again
      </button>
    </div>
  )
}
