import { useState } from 'react'

type PropertyImageProps = { src: string | null; alt: string; className?: string; isPriority?: boolean }

/** A listing photo; when it is missing or fails to load, an 'Image unavailable' placeholder. */
export function PropertyImage({ src, alt, className = '', isPriority = false }: PropertyImageProps) {
  const [hasFailed, setHasFailed] = useState(false)
  if (!src || hasFailed) {
    return (
      <div className={`flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500 ${className}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M3 21V9l9-5 9 5v12M7 21v-6h10v6M7 12h10" />
        </svg>
        <span className="text-xs font-medium">Image unavailable</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      width={800}
      height={500}
      onError={() => setHasFailed(true)}
      className={`object-cover ${className}`}
    />
  )
}
