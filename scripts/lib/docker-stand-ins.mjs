// The images the shop's Dockerfile and docker-compose.yml name (node:24-bookworm-slim, postgres:16,
// redis:7, nginx:1.27-alpine), made here from what a machine without an image registry reaches:
// a Debian bookworm root filesystem from debootstrap, Node 24 and npm from the npm registry, and
// PostgreSQL, Redis and nginx from Debian's packages. They are tagged with those names in the test's
// own Docker engine only, so the shipped files stay exactly what a user with a registry runs.
// PostgreSQL is Debian bookworm's 15 under the tag postgres:16: the shop needs no 16-only feature.
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"

export const BASE_IMAGE = "shop-ci/bookworm:minbase"

/** The official postgres image's environment: POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, PGDATA, PGPORT. */
const POSTGRES_ENTRYPOINT = `#!/bin/sh
set -e
if [ "$1" = postgres ]; then
  shift
  as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
  mkdir -p "$PGDATA" /var/run/postgresql
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    printf '%s' "\${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" > /tmp/pwfile
    chown postgres /tmp/pwfile
    as_postgres initdb -D "$PGDATA" -U "\${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256
    rm /tmp/pwfile
    echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
    as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != postgres ]; then
      as_postgres createdb -U "\${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
    fi
    as_postgres pg_ctl -D "$PGDATA" -m fast -w stop
  fi
  exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi
exec "$@"
`

const APT = "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends"
const CLEAN = "rm -rf /var/lib/apt/lists/*"

/**
 * Each stand-in: its Dockerfile and the files beside it. `extraCertificates`: the certificate
 * authorities this machine adds for Node (NODE_EXTRA_CA_CERTS, e.g. of an egress proxy), so that
 * `npm ci` inside the build reaches the registry as the machine does.
 */
function standIns({ nodeBinary, npmPackage, extraCertificates }) {
  const trust = extraCertificates
    ? "COPY extra-ca.pem /usr/local/share/extra-ca.pem\nENV NODE_EXTRA_CA_CERTS=/usr/local/share/extra-ca.pem\n"
    : ""
  return {
    "node:24-bookworm-slim": {
      dockerfile: `FROM ${BASE_IMAGE}
RUN ${APT} ca-certificates && ${CLEAN} && groupadd -g 1000 node && useradd -u 1000 -g node -s /bin/sh -m node
${trust}COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && node --version && npm --version
CMD ["node"]
`,
      files: { node: nodeBinary, npm: npmPackage, ...(extraCertificates ? { "extra-ca.pem": extraCertificates } : {}) },
    },
    "postgres:16": {
      dockerfile: `FROM ${BASE_IMAGE}
RUN ${APT} postgresql-15 && ${CLEAN}
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 755 /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
`,
      text: { "docker-entrypoint.sh": POSTGRES_ENTRYPOINT },
    },
    "redis:7": {
      dockerfile: `FROM ${BASE_IMAGE}
RUN ${APT} redis-server && ${CLEAN} && mkdir -p /data
WORKDIR /data
CMD ["redis-server"]
`,
    },
    "nginx:1.27-alpine": {
      dockerfile: `FROM ${BASE_IMAGE}
RUN ${APT} nginx-light wget && ${CLEAN} && rm -f /etc/nginx/sites-enabled/default
CMD ["nginx", "-g", "daemon off;"]
`,
    },
  }
}

/** The Debian root filesystem, imported as BASE_IMAGE (once per engine). */
export function buildBaseImage({ docker, workDir, mirror = "http://deb.debian.org/debian", log }) {
  const rootfs = path.join(workDir, "bookworm-rootfs")
  fs.rmSync(rootfs, { recursive: true, force: true })
  log(`debootstrap --variant=minbase bookworm (${mirror})`)
  execFileSync("debootstrap", ["--variant=minbase", "bookworm", rootfs, mirror], { stdio: ["ignore", "ignore", "inherit"] })
  const bytes = Number(execFileSync("du", ["-sb", rootfs], { encoding: "utf8" }).split("\t")[0])
  log(`docker import (${(bytes / 1e6).toFixed(0)} MB root filesystem)`)
  execFileSync("sh", ["-c", `tar -C "${rootfs}" -c . | docker import - ${BASE_IMAGE}`], {
    env: docker.env,
    stdio: ["ignore", "ignore", "inherit"],
  })
  fs.rmSync(rootfs, { recursive: true, force: true })
}

const recipeOf = ({ dockerfile, files = {}, text = {} }) =>
  createHash("sha256")
    .update(JSON.stringify([dockerfile, text, Object.keys(files)]))
    .digest("hex")
    .slice(0, 16)

/** Builds every stand-in that the engine does not have yet, or has from another recipe. */
export function buildStandIns({ docker, workDir, nodeBinary, npmPackage, log }) {
  const extraCertificates =
    process.env.NODE_EXTRA_CA_CERTS && fs.existsSync(process.env.NODE_EXTRA_CA_CERTS) ? process.env.NODE_EXTRA_CA_CERTS : undefined
  for (const [tag, { dockerfile, files = {}, text = {} }] of Object.entries(standIns({ nodeBinary, npmPackage, extraCertificates }))) {
    const recipe = recipeOf({ dockerfile, files, text })
    if (docker.imageLabel(tag, "shop-ci.recipe") === recipe) continue
    const context = path.join(workDir, "stand-ins", tag.replace(/[:/]/g, "-"))
    fs.rmSync(context, { recursive: true, force: true })
    fs.mkdirSync(context, { recursive: true })
    fs.writeFileSync(path.join(context, "Dockerfile"), dockerfile)
    for (const [name, content] of Object.entries(text)) fs.writeFileSync(path.join(context, name), content)
    for (const [name, source] of Object.entries(files)) fs.cpSync(source, path.join(context, name), { recursive: true })
    log(`stand-in ${tag}`)
    execFileSync("docker", ["build", "--network", "host", "-q", "--label", `shop-ci.recipe=${recipe}`, "-t", tag, context], {
      env: docker.env,
      stdio: ["ignore", "ignore", "inherit"],
    })
  }
}
