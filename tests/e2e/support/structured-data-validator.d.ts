/** @adobe/structured-data-validator ships no types: the part the tests use. */
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    rootType: string
    dataFormat: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    path?: unknown
    fieldNames?: string[]
  }
  export default class Validator {
    /** Without schema.org's vocabulary (which would have to be downloaded), it checks Google's rich-result rules only. */
    constructor(schemaOrgJson?: unknown)
    /** Data as @marbec/web-auto-extractor gives it: `{ jsonld: { [rootType]: nodes[] } }`. */
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>
  }
}
