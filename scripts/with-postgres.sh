#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npx vitest run --project server
# The server gets its own data directory and a free port on 127.0.0.1, runs with durability off
# (fast, fine for tests), and is stopped and deleted when the command ends, whatever happens.
# The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres (trust auth)
# and the matching PGHOST, PGPORT, PGUSER and PGDATABASE.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 2
fi

log() { echo "[with-postgres] $*" >&2; }
is_root() { [ "$(id -u)" -eq 0 ]; }

# Highest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl (Debian layout), else PATH.
find_bindir() {
  local dir
  if [ -n "${PG_BINDIR:-}" ]; then
    echo "$PG_BINDIR"
    return 0
  fi
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4,4 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

install_postgres() {
  if ! command -v apt-get >/dev/null 2>&1; then
    log "PostgreSQL server binaries (initdb, pg_ctl) were not found and apt-get is not available."
    log "Install the PostgreSQL server, or set PG_BINDIR to the directory holding initdb and pg_ctl."
    exit 1
  fi
  if ! is_root; then
    log "PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them with:"
    log "  sudo apt-get install -y postgresql"
    exit 1
  fi
  log "PostgreSQL is not installed; installing the Debian package \"postgresql\" with apt-get."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
  # The package creates and may start a default cluster on 5432; we never use it, so stop it.
  if command -v pg_lsclusters >/dev/null 2>&1; then
    pg_lsclusters --no-header 2>/dev/null | while read -r version name _port status _rest; do
      if [ "$status" = "online" ]; then pg_ctlcluster "$version" "$name" stop || true; fi
    done
  fi
}

BINDIR="$(find_bindir)" || {
  install_postgres
  BINDIR="$(find_bindir)" || { log "PostgreSQL was installed but initdb/pg_ctl are still missing."; exit 1; }
}

# As root the server must run as the unprivileged "postgres" user (PostgreSQL refuses root).
as_db_user() {
  if is_root; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if is_root && ! id postgres >/dev/null 2>&1; then
  log "Running as root, but there is no \"postgres\" user to run the server as."
  exit 1
fi

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

WORKDIR="$(mktemp -d "${TMPDIR:-/tmp}/hireready-pg.XXXXXX")"
DATADIR="$WORKDIR/data"
SOCKDIR="$WORKDIR/socket"
SERVER_LOG="$WORKDIR/server.log"
STARTED=0

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$STARTED" -eq 1 ]; then
    as_db_user "$BINDIR/pg_ctl" -D "$DATADIR" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORKDIR"
  exit "$status"
}
CHILD=""
# On Ctrl-C or TERM, stop the command first (it may still hold connections), then clean up.
# Async commands ignore SIGINT in a script, so the command is sent TERM in both cases.
on_signal() {
  if [ -n "$CHILD" ]; then
    kill -TERM "$CHILD" 2>/dev/null || true
    wait "$CHILD" 2>/dev/null || true
  fi
  exit "$1"
}
trap cleanup EXIT
trap 'on_signal 130' INT
trap 'on_signal 143' TERM

mkdir -p "$DATADIR" "$SOCKDIR"
if is_root; then chown -R postgres: "$WORKDIR"; fi
chmod 700 "$DATADIR"

init_cluster() {
  as_db_user "$BINDIR/initdb" -D "$DATADIR" --auth=trust -U postgres --encoding=UTF8 \
    --locale="$1" >"$WORKDIR/initdb.log" 2>&1
}
if ! init_cluster C.UTF-8; then
  log "initdb with locale C.UTF-8 failed; retrying with locale C."
  find "$DATADIR" -mindepth 1 -delete
  if ! init_cluster C; then
    cat "$WORKDIR/initdb.log" >&2
    log "initdb failed."
    exit 1
  fi
fi

# Another process may grab the free port between our check and the server's bind: retry.
for attempt in 1 2 3; do
  PORT="$(free_port)"
  if as_db_user "$BINDIR/pg_ctl" -D "$DATADIR" -l "$SERVER_LOG" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $SOCKDIR -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=300" \
    start >/dev/null; then
    STARTED=1
    break
  fi
  if [ "$attempt" -eq 3 ]; then
    cat "$SERVER_LOG" >&2 || true
    log "PostgreSQL did not start."
    exit 1
  fi
  log "PostgreSQL did not start on port $PORT; retrying on another port."
done

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
# The libpq variables too, so psql and friends reach this server with no arguments (and a
# "$TEST_DATABASE_URL" the caller's shell expanded too early, to nothing, still works).
export PGHOST=127.0.0.1 PGPORT="$PORT" PGUSER=postgres PGDATABASE=postgres
log "PostgreSQL $("$BINDIR/pg_ctl" --version | awk '{print $3}') is running: $TEST_DATABASE_URL"

# Run in the background and wait, so a signal to this script is handled at once rather than
# after the command ends; stdin is passed on explicitly (background jobs get /dev/null otherwise).
set +e
"$@" <&0 &
CHILD=$!
wait "$CHILD"
status=$?
CHILD=""
set -e
exit "$status"
