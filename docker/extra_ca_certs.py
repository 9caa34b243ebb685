"""Print the CA certificates this machine trusts beyond those Debian's ca-certificates ships.

A build behind a TLS-intercepting proxy (a company's, or a sandbox's) reaches the package
index only if the build trusts the proxy's CA. The image's build stages trust what they are
given in the build argument ``BUILD_CA_CERTS``:

    docker build --build-arg BUILD_CA_CERTS="$(python3 docker/extra_ca_certs.py)" ...

This prints, as PEM, every certificate of the machine's bundle (``$SSL_CERT_FILE``, else
``/etc/ssl/certs/ca-certificates.crt``) that is not one of the package's own
(``/usr/share/ca-certificates``): nothing on a machine that adds no CA of its own. Without that
directory (not a Debian-like system) it prints nothing and says so on stderr.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

PEM = re.compile(r"-----BEGIN CERTIFICATE-----\s+(.*?)\s+-----END CERTIFICATE-----", re.DOTALL)
SHIPPED = Path("/usr/share/ca-certificates")
DEFAULT_BUNDLE = "/etc/ssl/certs/ca-certificates.crt"


def certificates(text: str) -> list[str]:
    """The base64 bodies of the PEM certificates in ``text``, without whitespace."""
    return ["".join(body.split()) for body in PEM.findall(text)]


def pem(body: str) -> str:
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "\n".join(["-----BEGIN CERTIFICATE-----", *lines, "-----END CERTIFICATE-----"])


def main() -> int:
    bundle = Path(os.environ.get("SSL_CERT_FILE") or DEFAULT_BUNDLE)
    if not SHIPPED.is_dir() or not bundle.is_file():
        print(f"extra_ca_certs: no {SHIPPED} or no {bundle}: printing nothing", file=sys.stderr)
        return 0
    shipped = {
        body
        for path in SHIPPED.rglob("*.crt")
        for body in certificates(path.read_text(encoding="ascii", errors="replace"))
    }
    extra = [
        body
        for body in certificates(bundle.read_text(encoding="ascii", errors="replace"))
        if body not in shipped
    ]
    if extra:
        print("\n".join(pem(body) for body in dict.fromkeys(extra)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
