#!/usr/bin/env bash
# Installs what the tests need beyond npm packages, when it is missing:
# - Debian's Chromium for the end-to-end tests (Playwright's own browser download is not used).
# - Debian's PostgreSQL server binaries: the bookings tests start throwaway servers of their own
#   (scripts/local-services/postgres.ts); the package's own cluster is not used.
# - Debian's Java runtime for the Nu HTML Checker (npm vnu-jar, tests/e2e/html-validity.test.ts); the
#   package's own Java downloader does not run (package.json allowScripts).
# - Debian's nginx for the caching proxy in front of several servers (npm run cluster, tests/e2e/cluster.test.ts).
set -euo pipefail

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then
    as_root apt-get update -qq
    apt_updated=yes
  fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "prepare: installing Chromium from Debian's packages"
  apt_install chromium
fi

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "prepare: installing PostgreSQL from Debian's packages"
  apt_install postgresql
fi

if [ ! -x /usr/sbin/nginx ]; then
  echo "prepare: installing nginx from Debian's packages"
  apt_install nginx
  # The package starts the system's own nginx on port 80; the tests start theirs (scripts/local-services/nginx.ts).
  as_root service nginx stop >/dev/null 2>&1 || true
fi

if ! command -v java >/dev/null 2>&1; then
  echo "prepare: installing Java from Debian's packages"
  apt_install default-jre-headless
fi

echo "prepare: $("${CHROMIUM_PATH:-/usr/bin/chromium}" --version 2>/dev/null || echo 'chromium missing')"
postgres_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
echo "prepare: $("$postgres_bin/postgres" --version 2>/dev/null || echo 'postgresql missing')"
echo "prepare: $(/usr/sbin/nginx -v 2>&1 || echo 'nginx missing')"
echo "prepare: $(java -version 2>&1 | head -1 || echo 'java missing')"
echo "prepare: node $(node --version)"
