import { LogoMark } from '../logo-mark'

const FEATURES = [
  {
    title: 'A sawtooth roofline',
    text: 'The north-light roof of the classic Orange County manufacturing plant. Its three rising bays stand for the three ways a client wins with us: leasing, buying and investing.',
  },
  {
    title: 'Three dock doors',
    text: 'Loading docks are where a distribution building earns its rent. The doors are the openings we find for tenants and the goods that move from the ports through the county.',
  },
  {
    title: 'Harbor Navy and Dock Light Amber',
    text: 'Navy for the trust a fiduciary owes and for the Pacific ports next door; amber for the dock lights that guide the last truck in at dusk, and for the California sun.',
  },
  {
    title: 'One rounded tile',
    text: 'The parcel every deal starts with. The tile keeps the mark legible at favicon size and gives it a solid footing on photos, signs and maps.',
  },
]

/** What the mark stands for: the feature blurbs beside a large mark. */
export function MarkMeaning() {
  return (
    <div className="mt-10 grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex items-center justify-center rounded-xl border border-slate-200 bg-slate-50 p-10">
        <LogoMark className="size-48 sm:size-56" />
      </div>
      <dl className="grid gap-8 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="border-l-2 border-accent-500 pl-5">
            <dt className="text-base font-semibold text-slate-900">{feature.title}</dt>
            <dd className="mt-2 text-sm leading-relaxed text-slate-600">{feature.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
