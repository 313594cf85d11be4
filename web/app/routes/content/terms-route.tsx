import { paths } from '../../../config/paths'
import { CmsPage } from './cms-page'
import { ContactCard } from './contact-card'

export default function TermsRoute() {
  return (
    <CmsPage
      slug="terms"
      path={paths.terms()}
      eyebrow="Legal"
      aside={
        <ContactCard
          id="terms-contact-heading"
          title="Questions about these terms?"
          text="Write or call us and a principal of the firm will answer."
        />
      }
    />
  )
}
