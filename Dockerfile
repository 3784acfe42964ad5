# One image per part of the shop, built from the whole workspace (one lock file).
# Runtime images carry the build output and production dependencies only, and run as the
# unprivileged `node` user. Secrets are never copied in (.dockerignore): they come from the
# environment at run time.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace's package files, all an install reads (a change elsewhere keeps the installs' cache)
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY seed/package.json seed/
COPY packages/order-summary/package.json packages/order-summary/
COPY packages/signing/package.json packages/signing/

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
# Where the admin (served by the backend at /app) sends its API calls. "/" (the default here):
# the origin the admin was loaded from, right for any domain. Set a full URL only when the admin
# is served from another origin than the API.
ARG MEDUSA_ADMIN_BACKEND_URL=/
ENV MEDUSA_ADMIN_BACKEND_URL=${MEDUSA_ADMIN_BACKEND_URL}
RUN npm run build

# The Medusa server and worker (MEDUSA_WORKER_MODE). Migrations and setup run once per deployment
# as their own service (docker-compose's `setup`), not at every server start.
# Each runtime image installs the production dependencies of its own workspaces in place, as the
# `node` user it runs as (no compilers, test tools or embedded PostgreSQL): installed in a stage of
# their own, the tree had to be copied into the image and given to `node` file by file, the
# slowest step of the build. Medusa's migrations write into node_modules, so `node` owns it.
FROM ${NODE_IMAGE} AS backend
ENV NODE_ENV=production
# the `medusa` command of the installed CLI (npx would look beside the build output and miss it)
ENV PATH=/app/node_modules/.bin:$PATH
RUN mkdir -p /app /data && chown node:node /app /data
WORKDIR /app
USER node
COPY --from=manifests --chown=node:node /app ./
RUN npm ci --omit=dev --workspace backend --workspace seed --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node shop.config.json ./
COPY --chown=node:node seed seed
# the money and order-line rules the backend shares with the storefront (the storefront's build bundles them)
COPY --chown=node:node packages/order-summary packages/order-summary
# the one signing module (links, the cache-reset and page-cache requests)
COPY --chown=node:node packages/signing packages/signing
COPY --from=build --chown=node:node /app/backend/.medusa backend/.medusa
WORKDIR /app/backend/.medusa/server
EXPOSE 9000
HEALTHCHECK --interval=10s --timeout=5s --retries=30 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||9000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["medusa", "start"]

FROM ${NODE_IMAGE} AS storefront
ENV NODE_ENV=production
RUN mkdir -p /app && chown node:node /app
WORKDIR /app
USER node
COPY --from=manifests --chown=node:node /app ./
RUN npm ci --omit=dev --workspace storefront --no-audit --no-fund && npm cache clean --force
COPY --chown=node:node shop.config.json ./
COPY --chown=node:node storefront/server.mjs storefront/
COPY --chown=node:node storefront/server storefront/server
# the storefront's server checks the page cache's invalidation requests with the one signing module
COPY --chown=node:node packages/signing packages/signing
COPY --from=build --chown=node:node /app/storefront/build storefront/build
WORKDIR /app/storefront
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=5s --retries=12 CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8000)+'/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
