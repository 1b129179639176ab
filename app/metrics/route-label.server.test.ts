import { describe, expect, it } from 'vitest'
import { routeLabeller } from './route-label.server'

const routes = {
  root: { id: 'root', path: '' },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true },
  'routes/service': { id: 'routes/service', parentId: 'root', path: 'services/:slug' },
  'routes/not-found': { id: 'routes/not-found', parentId: 'root', path: '*' },
}

describe('routeLabeller', () => {
  const label = routeLabeller(routes)

  it("labels a page by its route's id, never by its address", () => {
    expect(label('/')).toBe('routes/home')
    expect(label('/services/home-care-packages-blacktown')).toBe('routes/service')
    expect(label('/anything/else')).toBe('routes/not-found')
  })

  it('labels what answers before React Router by its own name', () => {
    expect(label('/assets/entry-abc123.js')).toBe('static')
    expect(label('/media/images/abc.jpg')).toBe('media')
    expect(label('/api/live')).toBe('live')
    expect(label('/healthz')).toBe('healthz')
  })

  it('says page in development, where routes are loaded per request', () => {
    expect(routeLabeller(null)('/services/x')).toBe('page')
  })
})
