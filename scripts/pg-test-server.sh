#!/usr/bin/env bash
# Throwaway PostgreSQL 15 for the API suite (.ci/run): `start` prints the TEST_DATABASE_URL, `stop` removes it.
#   url=$(scripts/pg-test-server.sh start) && TEST_DATABASE_URL=$url npx vitest run --project api; scripts/pg-test-server.sh stop
# Runs as the `postgres` user when started by root (initdb refuses root). Port/dir overridable.
set -euo pipefail
BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
PORT=${PG_TEST_PORT:-54329}
DIR=${PG_TEST_DIR:-/tmp/vtlog-pg-test}
SOCK=${PG_TEST_SOCKET_DIR:-/tmp}
URL="postgres://vtlog:vtlog@127.0.0.1:${PORT}/vtlog_test"

as_owner() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-}" in
  start)
    if [ -f "$DIR/postmaster.pid" ] && as_owner "$BIN/pg_ctl -D $DIR status" >/dev/null 2>&1; then echo "$URL"; exit 0; fi
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
    as_owner "$BIN/initdb -D $DIR -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"
    # Throwaway data: durability off for speed.
    as_owner "$BIN/pg_ctl -D $DIR -l $DIR/server.log -w -o \"-p $PORT -k $SOCK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start >/dev/null"
    as_owner "$BIN/psql -h $SOCK -p $PORT -U postgres -qAt -c \"CREATE ROLE vtlog LOGIN PASSWORD 'vtlog'\" -c \"CREATE DATABASE vtlog_test OWNER vtlog\"" >/dev/null
    echo "$URL"
    ;;
  stop)
    if [ -d "$DIR" ]; then
      as_owner "$BIN/pg_ctl -D $DIR -m fast -w stop >/dev/null 2>&1" || true
      rm -rf "$DIR"
    fi
    ;;
  *)
    echo "uso: $0 start|stop" >&2
    exit 2
    ;;
esac
