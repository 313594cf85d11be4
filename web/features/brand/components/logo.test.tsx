import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Logo, type LogoVariant } from './logo'

const brandName = 'Calder & Pine Industrial Advisors'
const tagline = 'Orange County industrial real estate'

const textOf = (variant: LogoVariant) => render(<Logo variant={variant} brandName={brandName} tagline={tagline} />).container.textContent

describe('Logo', () => {
  it('shows the name and the tagline in the default and footer variants', () => {
    expect(textOf('default')).toBe(`${brandName}${tagline}`)
    expect(textOf('footer')).toBe(`${brandName}${tagline}`)
  })

  it('leaves out the tagline in the no-tagline variant and shortens the name in the compact one', () => {
    expect(textOf('no-tagline')).toBe(brandName)
    expect(textOf('compact')).toBe('Calder & Pine')
  })

  it('draws the mark as a decorative inline SVG, so the name is what assistive technology reads', () => {
    const { container } = render(<Logo brandName={brandName} />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
