# The Biblios API: gunicorn (gunicorn.conf.py) serving api:create_app(), games kept in the
# Redis at REDIS_URL. Debian bookworm's python3 (3.11) on debian:bookworm-slim; see
# docs/container.md.
#
#   scripts/container-base    # debian:bookworm-slim, built here with debootstrap (no registry)
#   DOCKER_BUILDKIT=0 docker build --network=host -t biblios-api .
#       [--build-arg BUILD_CA_CERTS="$(python3 docker/extra_ca_certs.py)"]  # behind a TLS proxy
#   docker run --network=host --stop-timeout 35 -e PORT=8000 \
#       -e REDIS_URL=redis://127.0.0.1:6379/0 biblios-api
#
# Stages: base (python3 and the user) -> build (pip, only here) -> deps (the hash-locked
# dependencies in the venv /opt/venv) and code (the project's wheel, the config and locales)
# -> runtime (base + /opt/venv + /app). The runtime has no pip, no build tools, no sources.

FROM debian:bookworm-slim AS base
ENV LANG=C.UTF-8 \
    PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1
# ca-certificates: rediss:// (TLS) connections verify the server against them.
RUN set -eux; \
    apt-get update; \
    apt-get install -y --no-install-recommends python3 ca-certificates; \
    rm -rf /var/lib/apt/lists/* /var/cache/debconf/*-old /var/log/apt/* /var/log/dpkg.log; \
    groupadd --system --gid 10001 biblios; \
    useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin biblios; \
    rm -f /var/log/faillog /var/log/lastlog

FROM base AS build
# Behind a TLS-intercepting proxy, pip trusts its CA only if given here (PEM text; build stages
# only, never the runtime): --build-arg BUILD_CA_CERTS="$(python3 docker/extra_ca_certs.py)".
ARG BUILD_CA_CERTS=""
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_INPUT=1 \
    PIP_ROOT_USER_ACTION=ignore \
    PIP_CERT=/opt/build-ca.pem
RUN set -eux; \
    { cat /etc/ssl/certs/ca-certificates.crt; printf '%s\n' "$BUILD_CA_CERTS"; } >/opt/build-ca.pem; \
    apt-get update; \
    apt-get install -y --no-install-recommends python3-venv; \
    rm -rf /var/lib/apt/lists/*; \
    python3 -m venv /opt/tools

# The dependencies, from the hash-locked file only (scripts/lock writes it): wheels, every
# file checked against its sha256, nothing resolved here. This stage changes only with the lock.
FROM build AS deps
COPY requirements.lock /tmp/requirements.lock
RUN set -eux; \
    python3 -m venv --without-pip /opt/venv; \
    /opt/tools/bin/pip --python /opt/venv/bin/python install --require-hashes \
        --only-binary=:all: --no-compile -r /tmp/requirements.lock; \
    test -d /opt/venv/lib/python3.11/site-packages/flask; \
    /opt/venv/bin/python -m compileall -q -j 0 --invalidation-mode checked-hash /opt/venv/lib

# The project: its wheel, built with the hash-locked build backend and installed into an
# empty venv at the same path, so that its site-packages holds only the project's files.
FROM build AS code
COPY docker/build-requirements.lock /tmp/build-requirements.lock
RUN /opt/tools/bin/pip install --require-hashes --only-binary=:all: \
        -r /tmp/build-requirements.lock
COPY pyproject.toml /src/
COPY engine /src/engine
COPY api /src/api
RUN set -eux; \
    /opt/tools/bin/pip wheel --no-deps --no-build-isolation --wheel-dir /tmp/wheels /src; \
    python3 -m venv --without-pip /opt/venv; \
    /opt/tools/bin/pip --python /opt/venv/bin/python install --no-deps --no-index \
        --find-links /tmp/wheels --no-compile biblios-api; \
    /opt/venv/bin/python -m compileall -q -j 0 --invalidation-mode checked-hash \
        /opt/venv/lib/python3.11/site-packages
COPY locales /app/locales
COPY gunicorn.conf.py docker/healthcheck.py /app/
RUN python3 -m compileall -q --invalidation-mode checked-hash /app/gunicorn.conf.py

FROM base AS runtime
# Dependencies first (one layer, rebuilt only when requirements.lock changes), then the code.
COPY --from=deps /opt/venv /opt/venv
COPY --from=code /opt/venv/lib/python3.11/site-packages/ /opt/venv/lib/python3.11/site-packages/
COPY --from=code /app /app
WORKDIR /app
ENV PATH=/opt/venv/bin:$PATH \
    BIBLIOS_LOCALES_DIR=/app/locales \
    BIBLIOS_BIND=0.0.0.0:8000
# Numeric, so that Kubernetes' runAsNonRoot can verify it; it owns nothing in the image.
USER 10001:10001
EXPOSE 8000
# Follows PORT / BIBLIOS_BIND as gunicorn.conf.py does (the script reads that file).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python3", "/app/healthcheck.py"]
# gunicorn is PID 1: on SIGTERM it stops accepting, lets requests in progress finish for up to
# GUNICORN_TIMEOUT (graceful_timeout, 30 s) and exits 0. Give it 35 s before SIGKILL:
# docker run/stop --stop-timeout 35, compose stop_grace_period: 35s (compose.yaml),
# Kubernetes terminationGracePeriodSeconds: 35.
STOPSIGNAL SIGTERM
CMD ["gunicorn", "--config", "/app/gunicorn.conf.py"]
