#!/bin/sh
# Installs the locked dependencies for the Docker image: `npm ci`, with the one narrow fallback of
# docs/decisions/0008-npm-ci-with-a-narrow-fallback.md. npm ci refuses a lock file that lacks
# entries for optional platform packages ("Missing: name@ from lock file", no version; npm/cli#9846)
# whatever the registry. Only then is `npm install` from the same lock file used; any other
# complaint is real drift and fails the build. Arguments go to npm (e.g. --omit=dev).
set -eu

log=$(mktemp)
if npm ci --no-audit --no-fund "$@" >"$log" 2>&1; then
  cat "$log"
  rm -f "$log"
  exit 0
fi
cat "$log"
if ! grep -Eq 'Missing: [^ ]+@ from lock file' "$log" ||
  grep -E '(Missing|Invalid): ' "$log" | grep -Evq 'Missing: [^ ]+@ from lock file'; then
  rm -f "$log"
  echo "npm ci failed, and not only over optional platform packages: fix package-lock.json." >&2
  exit 1
fi
rm -f "$log"
echo "npm ci refused only optional platform packages the lock file lacks; npm install from the same lock file."
npm install --no-audit --no-fund "$@"
