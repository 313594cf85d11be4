/** Small decorative icons for the contact links of a card (hidden from screen readers). */
const ICONS = {
  email: ['M3.5 6.5h17v11h-17z', 'm3.5 7 8.5 6.5L20.5 7'],
  phone: [
    'M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z',
  ],
  linkedin: ['M4 9.5h3.5V20H4z', 'M5.75 4.5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5Z', 'M10.5 9.5H14v1.6c.6-1 1.8-1.9 3.5-1.9 2.6 0 3.5 1.7 3.5 4.3V20h-3.5v-5.6c0-1.4-.4-2.3-1.7-2.3s-1.8 1-1.8 2.3V20h-3.5z'],
} as const

export function ContactIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
