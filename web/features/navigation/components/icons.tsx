import type { ReactNode } from 'react'

type IconProps = { className?: string }

/** A decorative 24-unit stroke icon; the text beside it carries the meaning. */
function StrokeIcon({ className = 'size-4', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {children}
    </svg>
  )
}

export const PhoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2L20 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </StrokeIcon>
)

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </StrokeIcon>
)

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </StrokeIcon>
)

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
)

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </StrokeIcon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
)

export const ArrowRightIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </StrokeIcon>
)

export const ExternalLinkIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </StrokeIcon>
)

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </StrokeIcon>
)

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </StrokeIcon>
)

/** LinkedIn's "in" glyph, filled. */
export const LinkedInIcon = ({ className = 'size-5' }: IconProps) => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="currentColor" className={`shrink-0 ${className}`}>
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.83v1.54h.05c.53-1 1.84-2.05 3.79-2.05 4.05 0 4.8 2.67 4.8 6.13V21h-4v-4.97c0-1.19-.02-2.71-1.65-2.71-1.65 0-1.9 1.29-1.9 2.62V21h-4z" />
  </svg>
)
