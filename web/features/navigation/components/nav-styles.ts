/** The classes of a top-level header item; the current section's item is underlined in amber. */
export const topLevelItemClass = (isActive: boolean) =>
  `relative inline-flex items-center gap-1 rounded-md px-3 py-2 text-[0.9375rem] font-medium transition-colors hover:bg-slate-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full ${
    isActive ? 'text-brand-900 after:bg-accent-500' : 'text-slate-700 after:bg-transparent'
  }`
