# One image per part of the shop, built from the whole workspace (one lock file).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY seed/package.json seed/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS backend
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
WORKDIR /app/backend/.medusa/server
EXPOSE 9000
# The server migrates and seeds an empty catalogue before it serves; the worker only runs jobs.
CMD ["sh", "-c", "if [ \"$MEDUSA_WORKER_MODE\" != worker ]; then npx medusa db:migrate && npx medusa exec ./src/scripts/setup.js; fi && npx medusa start"]

FROM node:20-bookworm-slim AS storefront
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
WORKDIR /app/storefront
EXPOSE 8000
CMD ["node", "server.mjs"]
