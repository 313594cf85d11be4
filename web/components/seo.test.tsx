import { render } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { describe, expect, it } from 'vitest'

import type { SiteSetting } from '../../cms/payload-types'
import { Seo } from './seo'

const settings: SiteSetting = {
  id: 1,
  brandName: 'Calder & Pine Industrial Advisors',
  productNoun: 'industrial real estate',
  productSlug: 'industrial-real-estate',
  phone: '(949) 555-0142',
  email: 'hello@example.com',
  address: { street: '17951 Gillette Ave', city: 'Irvine', region: 'CA', postalCode: '92614' },
  dreNumber: '02187431',
  linkedinUrl: 'https://www.linkedin.com/company/example',
}

const meta = (key: string) =>
  document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@type': string; headline?: string },
  )

describe('Seo', () => {
  it('gives a page the default preview image and the broker, without a trail on the home page', () => {
    render(
      <HelmetProvider>
        <Seo title="Home" description="The home page." path="/" siteUrl="https://www.example.com" settings={settings} />
      </HelmetProvider>,
    )
    expect(meta('og:image')).toBe('https://www.example.com/og-image.png')
    expect(meta('og:image:width')).toBe('1200')
    expect(meta('og:image:height')).toBe('630')
    expect(meta('og:image:alt')).toContain('Calder & Pine')
    expect(meta('twitter:card')).toBe('summary_large_image')
    expect(meta('og:type')).toBe('website')
    expect(jsonLd().map((block) => block['@type'])).toEqual(['RealEstateAgent'])
  })

  it('adds the page image, article type, breadcrumbs and its own JSON-LD, escaped inside the script', () => {
    const { container } = render(
      <HelmetProvider>
        <Seo
          title="A post"
          description="A post about </script> tags."
          path="/blog/a-post"
          siteUrl="https://www.example.com"
          settings={settings}
          type="article"
          image={{ url: '/uploads/cover.jpg', width: 1600, height: 1000, alt: 'A loading dock' }}
          breadcrumbs={[
            { name: 'Blog', path: '/blog' },
            { name: 'A post', path: '/blog/a-post' },
          ]}
          jsonLd={{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: '</script><!-- x' }}
        />
      </HelmetProvider>,
    )
    expect(meta('og:type')).toBe('article')
    expect(meta('og:image')).toBe('https://www.example.com/uploads/cover.jpg')
    expect(meta('og:image:alt')).toBe('A loading dock')
    expect(jsonLd().map((block) => block['@type'])).toEqual(['RealEstateAgent', 'BreadcrumbList', 'BlogPosting'])
    expect(jsonLd()[2].headline).toBe('</script><!-- x')
    expect(container.innerHTML).not.toContain('</script><!--')
  })
})
