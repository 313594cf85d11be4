import type { Media } from '../../../../cms/payload-types'

const kilobytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })

/** "850 KB" or "2.4 MB" */
function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${kilobytes.format(Math.max(1, bytes / 1024))} KB` : `${megabytes.format(bytes / 1024 / 1024)} MB`
}

/** The listing's PDF flyer as a download, with its size so visitors on mobile data know what to expect. */
export function PropertyBrochure({ brochure }: { brochure: Media }) {
  const details = ['PDF', brochure.filesize ? fileSize(brochure.filesize) : null].filter(Boolean).join(', ')
  return (
    <section aria-labelledby="brochure-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="brochure-heading" className="text-lg font-semibold text-slate-900">
        Property brochure
      </h2>
      <p className="mt-2 text-sm text-slate-600">The listing's marketing flyer, ready to print or share.</p>
      <a
        href={brochure.url ?? undefined}
        download
        className="mt-4 inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-900 px-4 py-3 text-sm font-semibold text-white transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 4v11m0 0 4.5-4.5M12 15l-4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Download Brochure
        <span className="font-normal text-slate-200">({details})</span>
      </a>
    </section>
  )
}
