import { paths } from '../../../config/paths'
import { useSiteSettings } from '../../../features/site-settings/api/get-site-settings'
import { AboutClaims, AboutNextSteps } from './about-sections'
import { CmsPage } from './cms-page'
import { ContactCard } from './contact-card'

export default function AboutRoute() {
  const { data: settings } = useSiteSettings()
  return (
    <CmsPage
      slug="about"
      path={paths.about()}
      eyebrow="Who we are"
      aside={
        <ContactCard
          id="about-contact-heading"
          title="Work directly with a principal"
          text="Every client works with a senior broker, from the first call to the final signature."
        />
      }
    >
      {settings?.claims?.length ? <AboutClaims claims={settings.claims} /> : null}
      <AboutNextSteps />
    </CmsPage>
  )
}
