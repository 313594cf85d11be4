import { Seo } from '../../../components/seo'
import { PageHeader } from '../../../components/ui/page-header'
import { SectionHeading } from '../../../components/ui/section-heading'
import { paths } from '../../../config/paths'
import { ColorPalette } from '../../../features/brand/components/showcase/color-palette'
import { LogoVariantGallery } from '../../../features/brand/components/showcase/logo-variant-gallery'
import { MarkMeaning } from '../../../features/brand/components/showcase/mark-meaning'
import { UsageNotes } from '../../../features/brand/components/showcase/usage-notes'
import { brandTagline, FALLBACK_BRAND_NAME } from '../../../features/brand/lib/brand-text'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { useSiteUrl } from '../../site-url'

/** /logo-showcase: the four logo variants, what the mark means, and how to use it. */
export default function LogoShowcaseRoute() {
  const siteUrl = useSiteUrl()
  const { data: settings } = useSiteSettings()
  const brandName = settings?.brandName ?? FALLBACK_BRAND_NAME
  const tagline = brandTagline(settings?.productNoun)
  return (
    <>
      <Seo
        title={`Logo Showcase and Brand Guidelines | ${brandName}`}
        description={`The ${brandName} logo in four variants (default, footer, compact, no tagline), what the mark stands for, clear space, minimum sizes, brand colors and usage rules.`}
        path={paths.logoShowcase()}
        siteUrl={siteUrl}
        settings={settings}
        breadcrumbs={[{ name: 'Logo Showcase', path: paths.logoShowcase() }]}
      />
      <PageHeader
        eyebrow="Brand"
        title="Logo Showcase"
        intro={`The ${brandName} logo in its four variants, what the mark stands for, and how to use it on screen, in print and on signs.`}
      />
      <section aria-labelledby="logo-variants" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="logo-variants"
          eyebrow="Variants"
          title="Four versions of one logo"
          description="Each version keeps the same mark and type. Choose by background and by the room you have."
        />
        <LogoVariantGallery brandName={brandName} tagline={tagline} />
      </section>
      <section aria-labelledby="logo-meaning" className="border-y border-slate-200 bg-slate-50/60">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="logo-meaning"
            eyebrow="The mark"
            title="The profile of an industrial building"
            description="A warehouse seen from the truck court, drawn in a few strokes that stay clear from a favicon to a building sign."
          />
          <MarkMeaning />
        </div>
      </section>
      <section aria-labelledby="logo-usage" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="logo-usage"
          eyebrow="Usage notes"
          title="Using the logo well"
          description="A few rules keep the logo recognizable wherever it appears, from a listing flyer to a yard sign."
        />
        <UsageNotes brandName={brandName} />
        <h3 className="mt-14 text-lg font-semibold text-slate-900">Colors</h3>
        <ColorPalette />
      </section>
    </>
  )
}
