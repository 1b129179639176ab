import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A copy of the bundled dataset for a server a test starts with `CONTENT_DATASET_DIR`: the server
 * watches its data.ndjson, so an edit here is an editor's change reaching the site.
 */
export type EditableDataset = ReturnType<typeof editableDataset>

export function editableDataset() {
  const dir = mkdtempSync(path.join(tmpdir(), 'abc-editable-dataset-'))
  cpSync('dataset/bundled', dir, { recursive: true })
  const file = path.join(dir, 'data.ndjson')
  return {
    dir,
    /** The `_id` of the published document with this title. */
    publishedIdOf(title: string): string {
      const line = readFileSync(file, 'utf8')
        .split('\n')
        .find(
          (candidate) =>
            candidate.includes(`"title":${JSON.stringify(title)}`) && !candidate.includes('"_id":"drafts.'),
        )
      if (!line) throw new Error(`no published document titled ${title}`)
      return (JSON.parse(line) as { _id: string })._id
    },
    /** Retitles a document the way an editor's export lands: written beside the file, then renamed over it. */
    retitle(id: string, title: string) {
      const lines = readFileSync(file, 'utf8').split('\n')
      const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
      const document = JSON.parse(lines[index] as string) as { title: string }
      document.title = title
      lines[index] = JSON.stringify(document)
      writeFileSync(`${file}.next`, lines.join('\n'))
      renameSync(`${file}.next`, file)
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
