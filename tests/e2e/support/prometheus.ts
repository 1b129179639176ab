/** Prometheus' text format: one sample per line, `name{labels} value`. The samples of metric `name`. */
export function samples(text: string, name: string): Array<{ labels: string; value: number }> {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const match = /^[^{ ]+(\{.*\})? (\S+)$/.exec(line)
      return { labels: match?.[1] ?? '', value: Number(match?.[2]) }
    })
}
