import { Logo, type LogoVariant } from '../logo'

type VariantCard = { variant: LogoVariant; name: string; background: string; description: string }

const VARIANT_CARDS: VariantCard[] = [
  {
    variant: 'default',
    name: 'Default',
    background: 'bg-white',
    description:
      'Mark, name and tagline. The first choice on white and light backgrounds: the website header, letterhead, proposals and offering memoranda.',
  },
  {
    variant: 'footer',
    name: 'Footer',
    background: 'bg-brand-950',
    description:
      'For navy and other dark backgrounds: the site footer, presentation covers and yard signs. The tile lightens to Steel Blue and the type turns white.',
  },
  {
    variant: 'compact',
    name: 'Compact',
    background: 'bg-slate-50',
    description:
      'Mark and short name for narrow places: the mobile header, e-mail signatures and social profiles where the full name is already in the caption.',
  },
  {
    variant: 'no-tagline',
    name: 'No tagline',
    background: 'bg-white',
    description:
      'Mark and full name, for sizes where the tagline would be too small to read, or where the page already says what we do: co-branded listings and badges.',
  },
]

type LogoVariantGalleryProps = { brandName: string; tagline: string }

/** The four logo variants, each on the background it is made for. */
export function LogoVariantGallery({ brandName, tagline }: LogoVariantGalleryProps) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-2">
      {VARIANT_CARDS.map((card) => (
        <li key={card.variant} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <figure>
            <div className={`flex min-h-44 items-center justify-center border-b border-slate-200 px-6 py-10 ${card.background}`}>
              <Logo variant={card.variant} brandName={brandName} tagline={tagline} />
            </div>
            <figcaption className="p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-slate-900">{card.name}</h3>
                <code className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">variant="{card.variant}"</code>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{card.description}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
