# A throwaway PostgreSQL cluster for one run (sourced by .ci/run and scripts/bench/server.sh):
# Debian's server binaries, a data folder and socket in a temp folder, a free localhost port, no
# system service. `pg_cluster_start` exports PG_ADMIN_URL (the superuser on the `postgres`
# database); `pg_cluster_stop` stops it and removes the folder (call it from a trap).
# The server refuses to run as root: as root, the cluster belongs to the `postgres` account.

pg_cluster_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && echo "$dir"
  done | sort -V | tail -n 1
}

pg_cluster_start() {
  PG_BIN="$(pg_cluster_bin)"
  if [ -z "$PG_BIN" ]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    return 1
  fi
  PG_DIR="$(mktemp -d /tmp/kit-pg.XXXXXX)"
  PG_RUN=()
  if [ "$(id -u)" = 0 ]; then
    chown postgres: "$PG_DIR"
    PG_RUN=(runuser -u postgres --)
  fi
  # A free port: the kernel gives one to a socket bound to port 0.
  PG_PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  "${PG_RUN[@]}" "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 \
    --locale=C.UTF-8 >"$PG_DIR/initdb.log"
  # fsync off: a throwaway cluster never survives a crash anyway, and the suite writes a lot.
  "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -s \
    -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories=$PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start
  export PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PG_PORT ($PG_DIR)"
}

pg_cluster_stop() {
  if [ -n "${PG_DIR:-}" ] && [ -d "$PG_DIR/data" ]; then
    "${PG_RUN[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w -s stop || true
    rm -rf "$PG_DIR"
  fi
}
