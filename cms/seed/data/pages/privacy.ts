import { bulletList, h2, paragraph, root } from '../../lexical'
import type { PageSeed } from '../../types'
import { SITE_SETTINGS_SEED } from '../settings'

const { brandName, email, phone, address } = SITE_SETTINGS_SEED
const postal = `${address.street}, ${address.suite}, ${address.city}, ${address.region} ${address.postalCode}`

export const PRIVACY_PAGE: PageSeed = {
  slug: 'privacy',
  title: 'Privacy Policy',
  intro: `This policy explains what personal information ${brandName} collects through this website, how we use it and the choices and rights you have, including your rights under California law.`,
  seo: { title: 'Privacy Policy', description: `How ${brandName} collects, uses and protects personal information, and your rights under the California Consumer Privacy Act.` },
  body: root(
    paragraph('Last updated: January 6, 2025.'),
    h2('Information we collect'),
    paragraph('We collect information you give us when you fill out a form on this website, such as a request for a market analysis, property information or a consultation:'),
    bulletList(['Name, email address and phone number', 'Company name', 'Property type, size range and timeline you select', 'Any message you write to us']),
    paragraph('We also record the page you submitted the form from and, if present, the campaign parameters in the link you followed (such as the source, medium and campaign name). Our servers automatically log technical information such as your IP address, browser type and the pages you visit.'),
    h2('How we use your information'),
    bulletList(['To respond to your inquiry and provide the brokerage services you request', 'To send you market reports or property information you ask for', 'To understand which pages and campaigns are useful to visitors', 'To protect the website against spam, fraud and abuse', 'To comply with our legal and licensing obligations']),
    paragraph('We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only with service providers who help us operate the website and our business (such as hosting, email and customer relationship management), under contracts that limit their use of it, or when required by law.'),
    h2('Cookies and analytics'),
    paragraph('This website uses cookies and similar technologies to keep it working, to remember your preferences and to measure how visitors use it through an analytics service. Analytics data is collected in aggregated form. You can block or delete cookies in your browser settings; the site will continue to work, although some features may not.'),
    h2('Your California privacy rights'),
    paragraph('If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to:'),
    bulletList(['Know what personal information we collect, use and disclose', 'Request a copy of your personal information', 'Request correction of inaccurate personal information', 'Request deletion of your personal information, subject to legal exceptions', 'Opt out of the sale or sharing of your personal information (we do neither)', 'Not be discriminated against for exercising these rights']),
    paragraph(`To make a request, email ${email} or call ${phone}. We will verify your identity before responding and reply within 45 days. You may use an authorized agent to make a request on your behalf.`),
    h2('Data retention and security'),
    paragraph('We keep inquiry information for as long as needed to serve you and to meet record-keeping requirements for California real estate brokers, and then delete it. We use reasonable administrative, technical and physical safeguards, including encrypted connections, to protect it.'),
    h2('Children'),
    paragraph('This website is intended for businesses and adults. We do not knowingly collect information from children under 16.'),
    h2('Contact us'),
    paragraph(`Questions about this policy can be sent to ${email}, by phone at ${phone}, or by mail to ${brandName}, ${postal}. We may update this policy from time to time; the date at the top shows the latest revision.`),
  ),
}
