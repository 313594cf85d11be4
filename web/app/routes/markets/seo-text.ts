const MAX_TITLE_LENGTH = 60

/** "industrial real estate" -> "Industrial Real Estate", for headings built from the site's product noun. */
export function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`)
}

/** `title | brand` when that fits a search result title (60 characters), else the title alone. */
export function withBrand({ title, brand }: { title: string; brand: string | undefined }): string {
  const branded = `${title} | ${brand}`
  return brand && branded.length <= MAX_TITLE_LENGTH ? branded : title
}
