# The site in production: the built server on Node 20, as an unprivileged user, with the
# production packages only (no dev tools, no TypeScript loader, no embedded PostgreSQL: set
# DATABASE_URL). See README "Deployment" and compose.yaml.

FROM node:20-slim AS build
WORKDIR /app
# patches/: fixes to installed packages, applied by the postinstall step (patch-package).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-slim AS packages
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
COPY db/migrations ./db/migrations
# The bundled content and its images, for a site run without a Sanity project.
COPY studio/seed ./studio/seed
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "build/server-node/index.js"]
