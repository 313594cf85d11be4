import type { SiteSetting } from '../../../../cms/payload-types'

/** The roads of the drawing: a loose street grid with one diagonal boulevard. */
const ROADS = ['M0 60h400', 'M0 140h400', 'M0 215h400', 'M70 0v260', 'M170 0v260', 'M290 0v260', 'M-20 250 420 20']

/**
 * Where the office is, drawn on the page (no map tiles from another host): a stylised street grid
 * with a pin, the city and a link to directions in the visitor's own map service.
 */
export function LocationCard({ address }: { address: SiteSetting['address'] }) {
  const oneLine = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(oneLine)}`
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-brand-900 shadow-sm">
      <svg aria-hidden="true" viewBox="0 0 400 260" className="block h-auto w-full" preserveAspectRatio="xMidYMid slice">
        <rect width="400" height="260" className="fill-brand-900" />
        <rect x="180" y="70" width="100" height="60" rx="4" className="fill-brand-800" />
        <rect x="80" y="150" width="80" height="55" rx="4" className="fill-brand-800" />
        <rect x="300" y="150" width="90" height="55" rx="4" className="fill-brand-800" />
        <g className="stroke-brand-700" strokeWidth="10" fill="none" strokeLinecap="round">
          {ROADS.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <circle cx="230" cy="100" r="34" className="fill-accent-400/20" />
        <path d="M230 118s-18-15.5-18-30a18 18 0 0 1 36 0c0 14.5-18 30-18 30Z" className="fill-accent-500" />
        <circle cx="230" cy="88" r="6.5" className="fill-brand-950" />
      </svg>
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
        <p className="text-sm text-slate-200">
          <span className="block font-semibold text-white">
            {address.city}, {address.region}
          </span>
          {address.street}
        </p>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Get directions
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  )
}
