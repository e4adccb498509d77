"""The bundled reference table system: a real HTTP service built on the oracle that speaks
the vendor test protocol (docs/protocol.md), with a hook for catalogued defects."""

from tablecert.reference_system.app import create_app
from tablecert.reference_system.server import ReferenceServer, serve_forever

__all__ = ["ReferenceServer", "create_app", "serve_forever"]
