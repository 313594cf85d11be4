import { BRAND_COLORS } from '../../lib/brand-colors'

/** The palette with hex values, as the mark and the site use it. */
export function ColorPalette() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Object.values(BRAND_COLORS).map((color) => (
        <li key={color.hex} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <span
            aria-hidden="true"
            className="size-14 shrink-0 rounded-lg ring-1 ring-slate-900/10 ring-inset"
            style={{ backgroundColor: color.hex }}
          />
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{color.name}</p>
            <p className="font-mono text-sm text-slate-700">{color.hex.toUpperCase()}</p>
            <p className="mt-1 text-sm leading-snug text-slate-600">{color.use}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
