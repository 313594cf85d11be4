/** The page-loading indicator: a spinner with the visible text "Loading...". */
export function Spinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex items-center justify-center gap-3 py-24 text-slate-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
      />
      <span className="text-sm font-medium">{label}</span>
    </div>
  )
}
