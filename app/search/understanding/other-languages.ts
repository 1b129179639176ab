/**
 * Words in another language than English: a script other than Latin, or common words of the Latin-
 * script languages the language help page has (Vietnamese, Italian). The code is a BCP 47 language,
 * matched against the page's sections; a script the page has no section for still gets the page and
 * the interpreter line ('und': undetermined).
 */
export function languageOf(words: string): { code: string } | null {
  for (const [code, script] of SCRIPTS) if (script.test(words)) return { code }
  if (OTHER_SCRIPT.test(words)) return { code: 'und' }
  const latin = ` ${words
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
  if (VIETNAMESE_LETTERS.test(latin)) return { code: 'vi' }
  for (const [code, common] of COMMON_WORDS) if (common.test(latin)) return { code }
  return null
}

/** Scripts of the languages on the language help page. */
const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['ar', /\p{Script=Arabic}/u],
  ['zh', /\p{Script=Han}/u],
  ['el', /\p{Script=Greek}/u],
  ['hi', /\p{Script=Devanagari}/u],
  ['pa', /\p{Script=Gurmukhi}/u],
]

/** Any other script than Latin (Cyrillic, Korean, Thai, Tamil…). Digits, punctuation and symbols are in every script. */
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u

/** Letters only Vietnamese writes among the Latin-script languages ('giúp đỡ', 'người già'). */
const VIETNAMESE_LETTERS = /[ăắằẳẵặâấầẩẫậđêếềểễệôốồổỗộơớờởỡợưứừửữựảạẻẽẹỉịỏọủụỷỹỵ]/u

/**
 * Words of Vietnamese (typed without its marks) and Italian that an English search would never use
 * ('giup do', 'aiuto', 'anziani'), checked against the English vocabulary of the content.
 */
const COMMON_WORDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['vi', / (?:giup do|tro giup|nguoi gia|xin chao|toi can|ho tro|cham soc|thong dich|bac si|gia dinh|tieng viet) /],
  [
    'it',
    / (?:aiuto|aiutare|anziani|anziano|anziana|assistenza|badante|casa di riposo|famiglia|sostegno|disabilit[aà]|ho bisogno|mia madre|mio padre|mia moglie|mio marito|interprete|lingua italiana|italiano|vorrei|cerco|sono solo|bisogno di) /,
  ],
]
