import { describe, expect, it } from 'vitest'
import { linkDataOrBadRequest, parseFocusedField, parseLinkData } from './link-data'

const valid = { baseUrl: '/studio', id: 'article-new-community-hub-opens-in-logan', path: 'title' }

describe('link data (SPEC 5)', () => {
  it('takes baseUrl, id and path, with dataset, projectId, tool, type and workspace optional', () => {
    expect(parseLinkData(valid)).toEqual({ ok: true, linkData: valid })
    const full = {
      ...valid,
      dataset: 'production',
      projectId: 'abc123',
      tool: 'presentation',
      type: 'article',
      workspace: 'default',
    }
    expect(parseLinkData(full)).toEqual({ ok: true, linkData: full })
  })

  it('takes an empty baseUrl (a Studio at the site root)', () => {
    expect(parseLinkData({ ...valid, baseUrl: '' }).ok).toBe(true)
  })

  it.each([
    [{ ...valid, id: '' }, 'id must be at least 1 character'],
    [{ ...valid, path: '' }, 'path must be at least 1 character'],
    [{ id: 'x', path: 'title' }, 'baseUrl must be a string'],
    [{ ...valid, baseUrl: 42 }, 'baseUrl must be a string'],
    [{ baseUrl: '/studio', path: 'title' }, 'id must be a string'],
    [{ ...valid, type: 7 }, 'type must be a string'],
    [{ ...valid, workspace: null }, 'workspace must be a string'],
    [{ ...valid, dataset: ['production'] }, 'dataset must be a string'],
    ['not an object', 'it must be an object'],
    [null, 'it must be an object'],
  ])('rejects %j, saying %s', (input, message) => {
    const result = parseLinkData(input)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toContain(message)
  })

  it('answers invalid link data with a 400 that says what is wrong', async () => {
    expect(linkDataOrBadRequest(valid)).toEqual(valid)
    let thrown: unknown
    try {
      linkDataOrBadRequest({ ...valid, id: '' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    const answer = thrown as Response
    expect(answer.status).toBe(400)
    expect(await answer.text()).toBe('The link data is not valid: id must be at least 1 character.')
  })

  it('checks the field an editor focuses in the Studio: a document id and a field path', () => {
    expect(parseFocusedField({ id: 'article-1', path: 'body[0].children[0].text' })).toEqual({
      ok: true,
      field: { id: 'article-1', path: 'body[0].children[0].text' },
    })
    expect(parseFocusedField({ id: 'article-1', path: '' })).toEqual({
      ok: false,
      message: 'The link data is not valid: path must be at least 1 character.',
    })
    expect(parseFocusedField(null)).toEqual({ ok: false, message: 'The link data is not valid: it must be an object.' })
  })
})
