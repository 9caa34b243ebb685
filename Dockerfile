# The Biblios API: gunicorn on 0.0.0.0:8000, games kept in the Redis at REDIS_URL.
#   docker build -t biblios-api .
#   docker run -p 8000:8000 -e REDIS_URL=redis://redis:6379/0 biblios-api
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

RUN groupadd --system biblios \
    && useradd --system --gid biblios --home-dir /app --no-create-home --shell /usr/sbin/nologin biblios

WORKDIR /app

COPY pyproject.toml ./
COPY engine ./engine
COPY api ./api
COPY locales ./locales
COPY gunicorn.conf.py ./
RUN pip install .

USER biblios

EXPOSE 8000
ENV BIBLIOS_BIND=0.0.0.0:8000 \
    BIBLIOS_LOCALES_DIR=/app/locales

HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import sys, urllib.request; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/v1/health', timeout=4).status == 200 else 1)"]

CMD ["gunicorn", "-c", "gunicorn.conf.py"]
