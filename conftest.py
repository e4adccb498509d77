"""The suite's pytest plugin for the project's own tests, loaded from here (not ``-p`` in
addopts) so a plain ``pytest`` in a checkout finds the ``tablecert`` package beside this file
before anything is installed (tablecert/__init__.py)."""

pytest_plugins = ("tablecert.steps.plugin",)
