/** The third-party scripts the browser loads (SPEC 7), from the settings (./third-party.server.ts). */
export interface ThirdPartyScripts {
  /** The tag manager's container script, or null when TAG_MANAGER_ID is not set. */
  tagManager: string | null
  /** SESSION_RECORDING_SCRIPT_URL, or null. */
  sessionRecording: string | null
}
