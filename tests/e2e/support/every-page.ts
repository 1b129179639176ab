import type { Page } from 'playwright-core'

/**
 * Goes through a paged list as a visitor does: opens `path`, then follows 'Next page' until there is
 * none, calling `visit` on each page. Returns how many pages there were.
 */
export async function throughEveryPage(
  page: Page,
  baseUrl: string,
  path: string,
  visit: (pageNumber: number) => Promise<void>,
): Promise<number> {
  await page.goto(`${baseUrl}${path}`)
  for (let number = 1; ; number += 1) {
    await visit(number)
    const next = page.getByRole('link', { name: 'Next page' })
    if (!(await next.count())) return number
    await page.goto(`${baseUrl}${await next.getAttribute('href')}`)
  }
}
