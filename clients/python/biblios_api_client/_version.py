"""The version of the API this library was generated for (openapi.yaml's info.version;
written by scripts/clients)."""

__version__ = "3.0.0"
