import { describe, expect, it } from 'vitest'
import { pixelsNeeded, withinPixelBudget } from './pixel-budget'

const square = { width: 600, height: 600 }
const BUDGET = 8_294_400

describe('the pixel budget', () => {
  it('counts w × h × dpr² for the box asked for, not the capped w and h alone', () => {
    expect(pixelsNeeded(square, { width: 12_000, height: 12_000 }, 'scale')).toBe(144_000_000)
  })

  it("counts the source's own size when neither side is asked for", () => {
    expect(pixelsNeeded({ width: 5000, height: 4000 }, {}, undefined)).toBe(20_000_000)
  })

  it('counts the resized image a crop cuts from, not only the box it keeps', () => {
    expect(pixelsNeeded(square, { width: 4000, height: 10 }, 'crop')).toBe(16_000_000)
  })

  it('keeps a box within the budget as it is', () => {
    expect(withinPixelBudget(square, { width: 2400, height: 1600 }, 'crop', BUDGET)).toEqual({
      width: 2400,
      height: 1600,
    })
  })

  it('scales a larger box down, both sides alike, to fit the budget', () => {
    const target = withinPixelBudget(square, { width: 12_000, height: 12_000 }, 'scale', BUDGET)
    expect(target).toEqual({ width: 2880, height: 2880 })
    expect(pixelsNeeded(square, target, 'scale')).toBeLessThanOrEqual(BUDGET)
  })

  it('scales one side asked for, the other following the aspect ratio', () => {
    const target = withinPixelBudget({ width: 1200, height: 800 }, { width: 12_000 }, 'clip', BUDGET)
    expect(target.height).toBeUndefined()
    expect(pixelsNeeded({ width: 1200, height: 800 }, target, 'clip')).toBeLessThanOrEqual(BUDGET)
    expect(target.width).toBeGreaterThan(3000)
  })

  it('scales down a source larger than the budget when no size is asked for', () => {
    const target = withinPixelBudget({ width: 6000, height: 4000 }, {}, undefined, BUDGET)
    expect(target.width).toBeLessThan(6000)
    expect(pixelsNeeded({ width: 6000, height: 4000 }, target, 'clip')).toBeLessThanOrEqual(BUDGET)
  })
})
