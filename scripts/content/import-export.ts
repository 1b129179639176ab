/**
 * Imports a Sanity export into the local backend:
 *   npm run import:sanity-export -- production.tar.gz [dataset/imported]
 * then serve it with CONTENT_DATASET_DIR=dataset/imported npm run serve.
 */
import { importSanityExport } from './sanity-export'

const [archive, target = 'dataset/imported'] = process.argv.slice(2)
if (!archive) {
  process.stderr.write('Usage: npm run import:sanity-export -- <export.tar.gz> [target folder]\n')
  process.exit(2)
}
try {
  const counts = await importSanityExport(archive, target)
  process.stdout.write(
    `Imported ${counts.documents} documents (${counts.images} images, ${counts.files} files) into ${target}\n`,
  )
  process.stdout.write(`Serve it with: CONTENT_DATASET_DIR=${target} npm run serve\n`)
} catch (error) {
  process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
