import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'

import { Pagination } from './pagination'

const pathOf = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog')

function renderPagination(page: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Pagination page={page} totalPages={totalPages} pathOf={pathOf} />
    </MemoryRouter>,
  )
}

describe('Pagination', () => {
  it('shows nothing when the list fits on one page', () => {
    const { container } = renderPagination(1, 1)
    expect(container.innerHTML).toBe('')
  })

  it('marks the current page and links the others, with previous and next', () => {
    renderPagination(2, 3)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Page 2')
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/blog')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/blog?page=3')
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/blog')
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/blog?page=3')
  })

  it('has no previous link on the first page and no next link on the last', () => {
    renderPagination(1, 2)
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull()
    renderPagination(2, 2)
    expect(screen.getAllByRole('link', { name: /Next/ })).toHaveLength(1)
  })
})
