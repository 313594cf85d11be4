import { Logo } from '../logo'
import { LogoMark } from '../logo-mark'

const DONTS = [
  'Stretch, squash, skew or rotate the logo.',
  'Recolor the roofline or the doors, or swap the two brand colors.',
  'Put the default logo on navy or a dark photo: use the footer variant.',
  'Set the name in another typeface or move it away from the mark.',
  'Add shadows, outlines, gradients or glows.',
  'Use Dock Light Amber for text on white: it is too light to read.',
]

/** Clear space, minimum sizes and the don'ts. */
export function UsageNotes({ brandName }: { brandName: string }) {
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-slate-900">Clear space</h3>
        <div className="mt-5 flex justify-center rounded-lg bg-slate-50 p-6">
          {/* The dashed frame is one dock door's height (a quarter of the mark) away from the logo. */}
          <div className="rounded-sm border border-dashed border-brand-500 p-3">
            <Logo variant="compact" brandName={brandName} />
          </div>
        </div>
        <p className="mt-5 text-sm leading-relaxed text-slate-600">
          Keep free space around the logo equal to the height of one dock door, a quarter of the mark&rsquo;s
          height, on every side. No text, edge or image enters that space.
        </p>
      </article>
      <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-slate-900">Minimum size</h3>
        <div className="mt-5 flex items-end justify-center gap-6 rounded-lg bg-slate-50 p-6">
          <LogoMark className="size-6" />
          <LogoMark className="size-8" />
          <LogoMark className="size-12" />
        </div>
        <ul className="mt-5 grid gap-2 text-sm leading-relaxed text-slate-600">
          <li>
            <strong className="font-semibold text-slate-900">Logo with tagline:</strong> 200 px wide on screen,
            2 in (50 mm) in print.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Compact and no tagline:</strong> 120 px, 1.25 in (32 mm).
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Mark alone:</strong> 24 px, 0.25 in (6 mm); the favicon
            is the only use below that.
          </li>
        </ul>
      </article>
      <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-slate-900">Please don&rsquo;t</h3>
        <ul className="mt-5 grid gap-3 text-sm leading-relaxed text-slate-600">
          {DONTS.map((rule) => (
            <li key={rule} className="flex gap-3">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-red-700" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="10" cy="10" r="8" />
                <path d="M5 15 15 5" />
              </svg>
              {rule}
            </li>
          ))}
        </ul>
      </article>
    </div>
  )
}
