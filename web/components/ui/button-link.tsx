import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

const styles = {
  primary: 'bg-accent-500 text-brand-950 hover:bg-accent-400 focus-visible:outline-accent-500',
  secondary: 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-white',
  dark: 'bg-brand-900 text-white hover:bg-brand-800 focus-visible:outline-brand-900',
} as const

type ButtonLinkProps = { to: string; variant?: keyof typeof styles; children: ReactNode; className?: string }

/** A call-to-action link styled as a button. */
export function ButtonLink({ to, variant = 'primary', children, className = '' }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center justify-center rounded-md px-5 py-3 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 ${styles[variant]} ${className}`}
    >
      {children}
    </Link>
  )
}
