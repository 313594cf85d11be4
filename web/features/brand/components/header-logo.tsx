import { Logo } from './logo'

/** The header's logo: compact where the navigation needs the room, the full logo from 1280 px. */
export function HeaderLogo({ brandName, tagline }: { brandName: string; tagline?: string }) {
  return (
    <>
      <span className="flex xl:hidden">
        <Logo variant="compact" brandName={brandName} />
      </span>
      <span className="hidden xl:flex">
        <Logo variant="default" brandName={brandName} tagline={tagline} />
      </span>
    </>
  )
}
