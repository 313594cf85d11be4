/** Grey placeholders in the shape of property cards, announced once as "Loading properties". */
export function PropertyCardSkeletons({ count, className = '' }: { count: number; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading properties</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div className="aspect-[8/5] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-24 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-200" />
            <div className="space-y-2 pt-2">
              <div className="h-3 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-3/5 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
            </div>
            <div className="mt-4 h-10 rounded-md bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  )
}
