/**
 * Decorative line art for the hero: a distribution center with dock doors, a mid-rise flex building
 * and a rising market line. Drawn in SVG so the hero needs no image request.
 */
export function HeroIllustration() {
  const dockDoors = [0, 1, 2, 3, 4, 5]
  const windowRows = [0, 1, 2, 3, 4]
  const windowColumns = [0, 1, 2, 3, 4, 5]
  return (
    <svg aria-hidden="true" viewBox="0 0 480 340" className="h-auto w-full" fill="none">
      <defs>
        <linearGradient id="hero-building" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#245b8d" />
          <stop offset="1" stopColor="#173b5c" />
        </linearGradient>
        <linearGradient id="hero-tower" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#1d4a73" />
          <stop offset="1" stopColor="#0f2a44" />
        </linearGradient>
      </defs>

      {/* Flex building behind */}
      <rect x="268" y="92" width="176" height="196" rx="3" fill="url(#hero-tower)" stroke="#aecde9" strokeOpacity="0.25" />
      {windowRows.map((row) =>
        windowColumns.map((column) => (
          <rect
            key={`${row}-${column}`}
            x={284 + column * 26}
            y={110 + row * 30}
            width="16"
            height="14"
            rx="1.5"
            fill={(row + column) % 4 === 0 ? '#f7b955' : '#aecde9'}
            fillOpacity={(row + column) % 4 === 0 ? 0.7 : 0.18}
          />
        )),
      )}

      {/* Distribution center with a sawtooth roof and dock doors */}
      <path d="M28 170 L28 288 L372 288 L372 170 Z" fill="url(#hero-building)" stroke="#aecde9" strokeOpacity="0.35" />
      <path
        d="M28 170 L28 150 L72 170 L72 150 L116 170 L116 150 L160 170 L160 150 L204 170 L204 150 L248 170 L248 150 L292 170 L292 150 L336 170 L336 150 L372 166 L372 170"
        stroke="#aecde9"
        strokeOpacity="0.5"
        strokeLinejoin="round"
      />
      <rect x="28" y="196" width="344" height="3" fill="#f0a12b" fillOpacity="0.85" />
      {dockDoors.map((door) => (
        <g key={door}>
          <rect x={52 + door * 52} y="230" width="34" height="58" rx="2" fill="#0a1c2e" fillOpacity="0.55" stroke="#aecde9" strokeOpacity="0.3" />
          {[0, 1, 2, 3].map((slat) => (
            <line key={slat} x1={55 + door * 52} x2={83 + door * 52} y1={242 + slat * 11} y2={242 + slat * 11} stroke="#aecde9" strokeOpacity="0.2" />
          ))}
        </g>
      ))}

      {/* Yard and truck court */}
      <line x1="0" x2="480" y1="288" y2="288" stroke="#aecde9" strokeOpacity="0.45" />
      <path d="M16 312 H464" stroke="#aecde9" strokeOpacity="0.25" strokeDasharray="18 14" />
      <g transform="translate(388 246)">
        <rect width="70" height="36" rx="3" fill="#eef5fb" fillOpacity="0.9" />
        <path d="M70 14 H86 L94 26 V36 H70 Z" fill="#f7b955" />
        <circle cx="14" cy="40" r="6" fill="#0a1c2e" stroke="#aecde9" strokeOpacity="0.6" />
        <circle cx="56" cy="40" r="6" fill="#0a1c2e" stroke="#aecde9" strokeOpacity="0.6" />
        <circle cx="84" cy="40" r="6" fill="#0a1c2e" stroke="#aecde9" strokeOpacity="0.6" />
      </g>

      {/* The market line */}
      <path
        d="M20 120 C70 118 92 96 136 100 S206 70 246 74 S330 40 380 34 L452 22"
        stroke="#f7b955"
        strokeWidth="3"
        strokeLinecap="round"
      />
      {[
        [136, 100],
        [246, 74],
        [380, 34],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="5" fill="#0f2a44" stroke="#f7b955" strokeWidth="3" />
      ))}
    </svg>
  )
}
