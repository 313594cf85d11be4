/** A market's short facts (freeways, ports, corridors) as a checked list on the page's dark header. */
export function CityHighlights({ highlights }: { highlights: string[] }) {
  if (!highlights.length) return null
  return (
    <ul className="grid max-w-4xl gap-3 text-slate-200 sm:grid-cols-2">
      {highlights.map((highlight) => (
        <li key={highlight} className="flex gap-3">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-1 size-4 shrink-0 text-accent-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M4 10.5l4 4 8-9" />
          </svg>
          <span>{highlight}</span>
        </li>
      ))}
    </ul>
  )
}
