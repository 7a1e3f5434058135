# syntax=docker/dockerfile:1
# One copy of the API (the compiled server) for hosts that run containers. Untested here: the
# machines that build this project run no container engine; the layout it belongs to is checked
# without containers by `npm run check:layout` (docs/decisions/040-production-layout-behind-caddy.md).
#
#   docker build -t adom-laundry .
#   docker run --env-file production.env -p 8000:8000 adom-laundry
#
# The image also holds the built site (public/) and the command that writes Caddy's snippets for
# it (node server/dist/site-caddy.js public /srv/site.caddy), for a Caddy that serves the site
# from a volume or another image.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# 1. Build: every dependency, the site and the compiled server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV GATSBY_TELEMETRY_DISABLED=1 CI=true
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server alone: not the site's (Gatsby, React), not the tools.
FROM ${NODE_IMAGE} AS server-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY packages/domain/package.json packages/domain/
RUN npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund

# 3. What runs: node, those dependencies, the compiled server, its migrations and the built site.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000 TRUST_PROXY=true SHUTDOWN_DRAIN_SECONDS=5
COPY --from=server-dependencies --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/server/package.json ./server/
COPY --from=build --chown=root:root /app/server/dist ./server/dist
COPY --from=build --chown=root:root /app/server/drizzle ./server/drizzle
COPY --from=build --chown=root:root /app/public ./public
# The code is root's and read-only to the process; it runs as node (uid 1000), which owns nothing.
USER node
EXPOSE 8000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (no shell): not ready, drain, finish requests, exit.
CMD ["node", "--enable-source-maps", "server/dist/server.js"]
