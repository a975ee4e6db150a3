# Sourced by .ci/run: a throwaway PostgreSQL server from Debian's packages for the reference API's
# server suite. start_postgres installs `postgresql` when absent, makes a cluster of its own in a
# temporary folder (owned by the postgres user when run as root), listening on a Unix socket only
# (no port to collide with), and exports DATABASE_URL; stop_postgres stops it and removes it.

PG_CI_DIR=""

as_cluster_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_postgres() {
  if [ -n "${DATABASE_URL:-}" ]; then
    echo "== PostgreSQL: DATABASE_URL is already set, using that server"
    return
  fi
  if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    echo "== PostgreSQL: apt-get install -y postgresql"
    export DEBIAN_FRONTEND=noninteractive
    # The engines' installs just before fetched the package lists (scripts/debian-packages.mjs).
    find /var/lib/apt/lists -maxdepth 1 -type f -mmin -30 | grep -q . || apt-get update -qq
    apt-get install -y -qq postgresql >/dev/null
  fi
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  PG_CI_DIR="$(mktemp -d /tmp/widgets-ci-postgres.XXXXXX)"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$PG_CI_DIR"; fi
  as_cluster_owner "$bin/initdb" -D "$PG_CI_DIR/data" -U widgets -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  as_cluster_owner "$bin/pg_ctl" -D "$PG_CI_DIR/data" -l "$PG_CI_DIR/server.log" -w \
    -o "-c listen_addresses='' -k $PG_CI_DIR" start >/dev/null
  as_cluster_owner "$bin/createdb" -h "$PG_CI_DIR" -U widgets widgets
  export DATABASE_URL="postgresql://widgets@localhost/widgets?host=$PG_CI_DIR"
  echo "== PostgreSQL: $("$bin/postgres" --version) on a Unix socket in $PG_CI_DIR"
}

stop_postgres() {
  [ -n "$PG_CI_DIR" ] || return 0
  local bin
  bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  as_cluster_owner "$bin/pg_ctl" -D "$PG_CI_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_CI_DIR"
}
