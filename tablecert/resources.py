"""Where the data the harness reads at run time lives: found through the installed package
(:mod:`importlib.resources`), never through a path relative to a checkout.

The bundled suite (``tablecert.features``), the bundled Rules Submissions
(``tablecert.rules_submissions``), the regulation texts (``tablecert/regulations``) and the
pytest settings of a conformance run (``tablecert/suite.ini``) ship inside the package, so a
wheel installed anywhere finds them. A lab that keeps its own edition of the suite, or of the
Rules Submissions, points ``--features DIR`` or ``--rules-dir DIR`` at it: the choice travels
to the pytest run (and its xdist workers) in the environment variables below.

Every lookup checks that what it found is there and readable; a broken install is an
:class:`~tablecert.errors.InputError` (exit 2), never "every citation missing".
"""

from __future__ import annotations

import importlib.resources
import os
from pathlib import Path

from tablecert.errors import InputError

__all__ = ["FEATURES_VARIABLE", "OPENAPI_PATH", "RULES_DIR_VARIABLE", "features_dir", "openapi_document",
           "package_file", "regulations_dir", "rules_dir", "schemathesis_config"]

FEATURES_VARIABLE = "TABLECERT_FEATURES"
"""A folder of ``*.feature`` files to run in place of the bundled suite (``--features``)."""

RULES_DIR_VARIABLE = "TABLECERT_RULES_DIR"
"""A folder of Rules Submissions that a scenario's ``under Rules Submission "NAME"`` names
before the bundled ones (``--rules-dir``)."""


def _bundled(package: str, what: str, pattern: str, *, sub: str = "") -> Path:
    try:
        # the real folder: in a checkout tablecert/features is a link to features/ (setup.py), and
        # what is shown and what pytest's rootdir is made from name the folder itself
        folder = Path(str(importlib.resources.files(package))).resolve()
    except (ModuleNotFoundError, TypeError) as exc:
        raise InputError(f"the installed tablecert has no {what} ({package}: {exc}); reinstall it") from None
    folder = folder / sub if sub else folder
    if not folder.is_dir():
        raise InputError(f"the installed tablecert has no {what} ({folder}); reinstall it")
    _check_folder(folder, what, pattern, option=None)
    return folder


def _check_folder(folder: Path, what: str, pattern: str, *, option: str | None) -> None:
    where = f"{option} {folder}" if option else f"{what} {folder}"
    if not folder.is_dir():
        raise InputError(f"{where}: not a folder")
    try:
        found = next(folder.glob(pattern), None)
    except OSError as exc:
        raise InputError(f"{where}: cannot read it ({exc.strerror})") from None
    if found is None:
        raise InputError(f"{where}: holds no {pattern} file")


def _chosen(variable: str, option: str, what: str, pattern: str) -> Path | None:
    value = os.environ.get(variable)
    if not value:
        return None
    folder = Path(value)
    _check_folder(folder, what, pattern, option=option)
    return folder


def features_dir() -> Path:
    """The feature files to run: ``--features DIR`` if given, else the bundled suite."""
    return (_chosen(FEATURES_VARIABLE, "--features", "feature files", "*.feature")
            or _bundled("tablecert.features", "feature files", "*.feature"))


def bundled_features_dir() -> Path:
    """The bundled suite, whatever ``--features`` says."""
    return _bundled("tablecert.features", "feature files", "*.feature")


def rules_dir() -> Path | None:
    """The user's own Rules Submission folder (``--rules-dir``), or None."""
    return _chosen(RULES_DIR_VARIABLE, "--rules-dir", "Rules Submissions", "*.y*ml")


def bundled_rules_dir() -> Path:
    """The bundled Rules Submissions."""
    return _bundled("tablecert.rules_submissions", "Rules Submissions", "*.yaml")


def regulations_dir() -> Path:
    """The regulation texts (58 Pa. Code) the citations are read from."""
    return _bundled("tablecert", "regulation texts", "*.txt", sub="regulations")


OPENAPI_PATH = "/v1/openapi.yaml"
"""Where ``tablecert serve`` (the reference system) serves the OpenAPI document."""


def openapi_document() -> Path:
    """The vendor test protocol's OpenAPI document, ``tablecert/protocol.openapi.yaml``.

    In the repository that file is a symbolic link to ``docs/protocol.openapi.yaml``, the
    one source a vendor reads; a wheel carries its content. ``tablecert contract`` checks a
    system against it and the reference system serves it at :data:`OPENAPI_PATH`."""
    return package_file("protocol.openapi.yaml")


def schemathesis_config() -> Path:
    """Schemathesis's settings for that document (``tablecert/schemathesis.toml``, a link to
    ``docs/schemathesis.toml``): the standard checks ``tablecert contract`` runs, as ``st run
    --config-file`` reads them."""
    return package_file("schemathesis.toml")


def package_file(name: str) -> Path:
    """A file of the ``tablecert`` package itself (``suite.ini``)."""
    path = Path(str(importlib.resources.files("tablecert") / name))
    if not path.is_file():
        raise InputError(f"the installed tablecert has no {name} ({path}); reinstall it")
    return path
