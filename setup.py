"""The one namespace: the repository's top-level folders install under ``tablecert``.

``oracle/``, ``adapters/``, ``steps/``, ``reports/``, ``features/`` and
``rules_submissions/`` stay at the top of the repository, where a reader finds them, and
install as ``tablecert.oracle``, ``tablecert.adapters``, ... so that nothing but ``tablecert``
lands at the top of site-packages. Everything else is in pyproject.toml.
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
}

packages = []
for name, folder in FOLDERS.items():
    packages += [name] + [f"{name}.{sub}" for sub in find_packages(folder)]

setup(packages=packages, package_dir=FOLDERS)
