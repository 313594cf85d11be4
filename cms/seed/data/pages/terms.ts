import { bulletList, h2, paragraph, root } from '../../lexical'
import type { PageSeed } from '../../types'
import { SITE_SETTINGS_SEED } from '../settings'

const { brandName, dreNumber, email } = SITE_SETTINGS_SEED

export const TERMS_PAGE: PageSeed = {
  slug: 'terms',
  title: 'Terms of Service',
  intro: `These terms govern your use of the ${brandName} website. By using the site, you agree to them.`,
  seo: { title: 'Terms of Service', description: `Terms of use for the ${brandName} website, including listing accuracy, licensing and limitation of liability.` },
  body: root(
    paragraph('Last updated: January 6, 2025.'),
    h2('Use of this website'),
    paragraph('You may use this website to learn about our services, view property listings and market information, and contact us. You agree not to misuse the site, including by attempting to access areas that are not public, interfering with its operation, submitting false information, or copying its content in bulk by automated means.'),
    h2('No offer; accuracy of listings'),
    paragraph('Property listings, market data and other content on this website are provided for general information only. Information about properties has been obtained from sources we believe to be reliable, but we have not verified it and make no guarantee, warranty or representation about its accuracy or completeness. Square footage, rates, specifications and availability may change or be withdrawn without notice.'),
    paragraph('Nothing on this website is an offer to sell, lease or buy any property or a solicitation of such an offer. Any transaction is subject to a written agreement signed by the parties. You should independently verify all information and consult your own legal, tax, financial and technical advisors before making any decision.'),
    h2('Real estate licensing'),
    paragraph(`${brandName} is licensed as a real estate broker by the California Department of Real Estate, DRE #${dreNumber}. Individual brokers and salespersons are licensed as shown on their profiles. Brokerage services are provided only under a written agreement, and our relationship with you is governed by that agreement and by California law, including agency disclosure requirements.`),
    h2('Market data and analysis'),
    paragraph('Market reports, forecasts and calculators reflect our opinions and estimates at the time of publication. They are not appraisals and should not be relied on as a guarantee of future results.'),
    h2('Intellectual property'),
    paragraph('The content, design, text, graphics and data on this website belong to us or our licensors and are protected by copyright and other laws. You may view and print pages for your own use; any other use requires our written permission.'),
    h2('Links to other websites'),
    paragraph('This website may link to websites operated by others, such as scheduling or mapping services. We are not responsible for their content or practices.'),
    h2('Limitation of liability'),
    paragraph('To the fullest extent permitted by law, this website and its content are provided "as is" without warranties of any kind, and we will not be liable for any indirect, incidental, special or consequential damages arising from your use of, or inability to use, the website or its content. Our total liability for any claim relating to the website is limited to one hundred dollars.'),
    h2('Governing law'),
    bulletList(['These terms are governed by the laws of the State of California, without regard to its conflict of law rules.', 'Any dispute relating to this website will be brought in the state or federal courts located in Orange County, California.', 'If any part of these terms is found unenforceable, the rest remains in effect.']),
    h2('Changes and contact'),
    paragraph(`We may update these terms from time to time by posting a new version on this page. Questions may be sent to ${email}.`),
  ),
}
