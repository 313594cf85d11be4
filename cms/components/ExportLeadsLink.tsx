/** Shown above the leads list in the admin: downloads the leads as CSV (the session cookie signs the request). */
export function ExportLeadsLink() {
  return (
    <div style={{ display: 'flex', gap: '1rem', margin: '0 0 1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href="/api/leads/export.csv" download>
        Export leads as CSV
      </a>
      <a className="btn btn--style-secondary btn--size-small" href="/api/leads/export.csv?status=new" download>
        Export new leads
      </a>
    </div>
  )
}
