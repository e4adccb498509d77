"""The one namespace: the repository's top-level folders install under ``tablecert``.

``oracle/``, ``adapters/``, ``steps/``, ``reports/``, ``features/``,
``rules_submissions/``, ``docs/`` and ``examples/`` (data only: ``tablecert docs`` prints them)
stay at the top of the repository, where a reader finds them, and
install as ``tablecert.oracle``, ``tablecert.adapters``, ... so that nothing but ``tablecert``
lands at the top of site-packages. Everything else is in pyproject.toml.

``tablecert/oracle``, ``tablecert/adapters``, ... are committed relative symbolic links to those
folders, so that standard tools (mypy, jedi, grimp/import-linter, ruff) resolve
``tablecert.oracle.x`` to the real file in a checkout. The build does not rely on them: a
package is built from its real folder here (a checkout without symbolic links, or a copy of the
tracked files that skips them, builds the same wheel), and the links are left out of the
``tablecert`` package's own sub-packages so that nothing is listed twice.
"""

from setuptools import find_packages, setup

FOLDERS = {
    "tablecert": "tablecert",
    "tablecert.oracle": "oracle",
    "tablecert.adapters": "adapters",
    "tablecert.steps": "steps",
    "tablecert.reports": "reports",
    "tablecert.features": "features",
    "tablecert.rules_submissions": "rules_submissions",
    # the documents --help and the messages point to, and the worked example (tablecert docs)
    "tablecert.docs": "docs",
    "tablecert.examples": "examples",
}

LINKED = [name.removeprefix("tablecert.") for name in FOLDERS if name != "tablecert"]

packages = []
for name, folder in FOLDERS.items():
    exclude = [p for linked in LINKED for p in (linked, f"{linked}.*")] if name == "tablecert" else []
    packages += [name] + [f"{name}.{sub}" for sub in find_packages(folder, exclude=exclude)]

setup(packages=packages, package_dir=FOLDERS)
