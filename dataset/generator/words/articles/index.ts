import { guideArticles } from './guides'
import { mediaReleaseArticles } from './mediaReleases'
import { newsArticles } from './news'
import { storyArticles } from './stories'

export type { ArticleWords } from './article'
export { authors } from './article'

export const articleWords = [...newsArticles, ...storyArticles, ...mediaReleaseArticles, ...guideArticles]
