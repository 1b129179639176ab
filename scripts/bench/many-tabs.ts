import { TABS, clickToArticleInEach, openTabsOneAfterAnother, serverHealth } from '../../tests/e2e/support/many-tabs'
import { ARTICLE_WITH_DRAFT } from '../../tests/e2e/support/preview'
import { percentile } from './stats'
import { withSiteInBrowser } from './site-in-browser'

/**
 * Ten tabs of /articles in one browser over HTTP/1.1 (issue 34), as tests/e2e/many-tabs.test.ts opens
 * them, against the production server on the bundled content: how long each tab takes to load (to
 * hydrate, and to join live content), how many live streams the server then holds, and how long each
 * tab's click to an article takes to show it, measured in the page. The test checks the behaviour (one
 * stream, every tab reaches its page); these are the times, against issue 34's target of 2 s.
 */
export async function benchManyTabs() {
  await withSiteInBrowser(async (site, browser) => {
    // Playwright's pages all count as visible: ten visible tabs, as in ten windows side by side.
    const context = await browser.newContext()
    const tabs = await openTabsOneAfterAnother(context, `${site.url}/articles`)
    const { liveStreams } = await serverHealth(site.url)
    const clicks = await clickToArticleInEach(
      tabs.map(({ page }) => page),
      ARTICLE_WITH_DRAFT.publishedTitle,
    )
    const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ')
    const line = (label: string, figures: string) => console.log(`  ${label.padEnd(44)} ${figures}`)
    const sorted = [...clicks].sort((a, b) => a - b)
    console.log(`\n${TABS} tabs of /articles in one browser over HTTP/1.1, opened one after another`)
    line('hydrated after (ms, by tab)', list(tabs.map((tab) => tab.hydratedMs)))
    // A page joins live content 1.5 s after it hydrates, by design (CONNECT_AFTER_MS in
    // app/content/live/LiveContent.tsx): that wait is in these.
    line('joined live content after (ms, by tab)', list(tabs.map((tab) => tab.joinedMs)))
    line('live streams the server holds', String(liveStreams))
    line("click to the article's page (ms, by tab)", list(clicks))
    line(
      '  measured in the page',
      `p50 ${Math.round(percentile(sorted, 0.5))} ms, max ${Math.round(sorted.at(-1) ?? Number.NaN)} ms` +
        ` (issue 34's target: each tab's new page within 2 s)`,
    )
    await context.close()
  })
}
