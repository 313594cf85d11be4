import { paths } from '../../../config/paths'
import { CmsPage } from './cms-page'
import { ContactCard } from './contact-card'

export default function PrivacyRoute() {
  return (
    <CmsPage
      slug="privacy"
      path={paths.privacy()}
      eyebrow="Legal"
      aside={
        <ContactCard
          id="privacy-contact-heading"
          title="Questions about your data?"
          text="Ask us what we hold about you, or to correct or delete it. We answer every request."
        />
      }
    />
  )
}
