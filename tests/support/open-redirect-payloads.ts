/**
 * Known open-redirect payloads (from the lists security testers use: PayloadsAllTheThings' 'Open
 * Redirect', OWASP's testing guide), each of which a browser could follow to another site if it were
 * put in a Location header as it is, or as a URL parser normalises it.
 */
export const OPEN_REDIRECT_PAYLOADS = [
  // Absolute and scheme-relative
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example',
  '//evil.example',
  '//evil.example/%2F..',
  '///evil.example',
  '////evil.example',
  '//evil.example@care.example',
  'https:evil.example',
  'https:/evil.example',
  'evil.example',
  '@evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  // Backslashes, which browsers read as slashes
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/./\\evil.example',
  '/x/../\\evil.example',
  '/%5Cevil.example/..\\..\\',
  // Dots and slashes that normalise to '//'
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/.%2e//evil.example',
  '/x/%2e%2e//evil.example',
  '/./../..//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/././/evil.example',
  // Tabs, newlines and other characters browsers drop or rewrite
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/ /evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u00a0/evil.example',
  '/\u3000/evil.example',
  '/\u2028/evil.example',
  '/\ufeff/evil.example',
  // Unicode look-alikes of the slash and dot
  '/\u2215evil.example',
  '/\uff0f/evil.example',
  '\uff0f\uff0fevil.example',
  '/\u2044/evil.example',
  '/\u29f8/evil.example',
  '/\u3002/evil.example',
  // Nothing useful
  '',
  'articles',
  '?next=//evil.example',
  '#//evil.example',
]
