#!/usr/bin/env bash
# Two app instances behind nginx on one PostgreSQL and one Redis (npm run lb; docs/deploy.md).
# nginx balances round robin with no sticky sessions, so a buyer's consecutive requests land on
# different instances. The script starts everything, walks a buyer through sign-in, cart, order
# and payment across both (scripts/lb-journey.ts), measures one instance direct against the two
# behind nginx (scripts/lb-bench.ts), and stops what it started. LB_KEEP=1 leaves it running.
#
#   LB_PORT (42300)  nginx; the instances listen on LB_PORT+1 and LB_PORT+2
#   LB_DB (lb_demo)  database on LB_PG (postgres://postgres@127.0.0.1:5432), made and seeded if missing
#   LB_REDIS (redis://127.0.0.1:6379/5)   LB_WORKERS (1) workers per instance
#   DATABASE_POOL_SIZE (10) connections per process: two instances share one max_connections
#   BENCH_SECONDS (5)   LB_BENCH=0 skips the measurement
set -euo pipefail
cd "$(dirname "$0")/.."

LB_PORT=${LB_PORT:-42300}
PORT_A=$((LB_PORT + 1))
PORT_B=$((LB_PORT + 2))
LB_PG=${LB_PG:-postgres://postgres@127.0.0.1:5432}
LB_DB=${LB_DB:-lb_demo}
LB_REDIS=${LB_REDIS:-redis://127.0.0.1:6379/5}
LB_WORKERS=${LB_WORKERS:-1}
RUN_DIR=$(mktemp -d /tmp/lb-demo.XXXXXX)

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  echo "› installing nginx"
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq nginx
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

if [ -z "$(psql "$LB_PG/postgres" -Atc "SELECT 1 FROM pg_database WHERE datname = '$LB_DB'")" ]; then
  echo "› creating database $LB_DB (the first instance migrates and seeds it)"
  psql "$LB_PG/postgres" -qc "CREATE DATABASE $LB_DB LC_CTYPE 'C.UTF-8' TEMPLATE template0"
fi

# Both instances sign the same cookies and share every session, limit and outbox row.
export NODE_ENV=production ALLOW_SANDBOX=all SEED_DEMO=true LOG_LEVEL=${LOG_LEVEL:-warn} TRUST_PROXY=127.0.0.1
export DATABASE_URL="$LB_PG/$LB_DB" REDIS_URL="$LB_REDIS" WORKERS="$LB_WORKERS"
export DATABASE_POOL_SIZE=${DATABASE_POOL_SIZE:-10}
export SESSION_SECRET=${SESSION_SECRET:-$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")}
export PAYMENT_SANDBOX_KEY=${PAYMENT_SANDBOX_KEY:-$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")}
export AUDIT_KEY=${AUDIT_KEY:-$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")}

PIDS=()
cleanup() {
  if [ "${LB_KEEP:-0}" = 1 ]; then
    echo "› left running: nginx http://127.0.0.1:$LB_PORT, instances $PORT_A $PORT_B (pids ${PIDS[*]}; logs $RUN_DIR)"
    return
  fi
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

wait_up() {
  for _ in $(seq 1 600); do
    curl -fs "http://127.0.0.1:$1/api/health" >/dev/null && return 0
    sleep 0.5
  done
  echo "instance on $1 did not start; see $RUN_DIR" >&2
  return 1
}

start_instance() {
  PORT=$1 node --import tsx apps/server/src/server.ts >"$RUN_DIR/app-$1.log" 2>&1 &
  PIDS+=($!)
  wait_up "$1"
}

# One after the other: the first migrates (and seeds an empty database) before the second opens it.
echo "› instance A on $PORT_A"
start_instance "$PORT_A"
echo "› instance B on $PORT_B"
start_instance "$PORT_B"

mkdir -p "$RUN_DIR/nginx"
cat >"$RUN_DIR/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $RUN_DIR/nginx.pid;
error_log $RUN_DIR/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $RUN_DIR/nginx;
  proxy_temp_path $RUN_DIR/nginx;
  fastcgi_temp_path $RUN_DIR/nginx;
  uwsgi_temp_path $RUN_DIR/nginx;
  scgi_temp_path $RUN_DIR/nginx;
  # Round robin, no stickiness: any instance may answer any request of a session.
  upstream shop {
    server 127.0.0.1:$PORT_A;
    server 127.0.0.1:$PORT_B;
    keepalive 64;
  }
  server {
    listen 127.0.0.1:$LB_PORT;
    client_max_body_size 20m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      # Which instance answered, for lb-journey.ts (a real site would leave it out).
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
EOF
"$NGINX" -c "$RUN_DIR/nginx.conf" -p "$RUN_DIR" &
PIDS+=($!)
wait_up "$LB_PORT"
echo "› nginx on $LB_PORT → $PORT_A, $PORT_B"

echo "› a buyer's visit through nginx"
npx tsx scripts/lb-journey.ts "http://127.0.0.1:$LB_PORT"

if [ "${LB_BENCH:-1}" != 0 ]; then
  echo "› throughput: one instance direct, then two behind nginx (shared machine: compare rows, not runs)"
  npx tsx scripts/lb-bench.ts "direct=http://127.0.0.1:$PORT_A" "nginx×2=http://127.0.0.1:$LB_PORT"
fi
